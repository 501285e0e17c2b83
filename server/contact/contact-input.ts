import { z } from "zod";
import { emailAddress, stringFields } from "../auth/validation.ts";
import { CONTACT_LIMITS, CONTACT_TOPICS, type ContactTopic } from "../../domain/contact-form.ts";

/** One line: runs of white space (newlines, tabs) become one space. */
const oneLine = (v: string) => v.replace(/\s+/g, " ").trim();

/** The contact form's fields; every issue is a form message code. */
export const contactInput = stringFields({
  name: z
    .string()
    .transform(oneLine)
    .pipe(z.string().min(1, { message: "required" }).max(CONTACT_LIMITS.nameMax, { message: "name_too_long" })),
  email: emailAddress,
  topic: z.string().refine((v): v is ContactTopic => (CONTACT_TOPICS as readonly string[]).includes(v), {
    message: "topic_invalid",
  }),
  message: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .min(CONTACT_LIMITS.messageMin, { message: "message_too_short" })
    .max(CONTACT_LIMITS.messageMax, { message: "message_too_long" }),
});
