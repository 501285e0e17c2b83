import type { Database } from "@db/client.server.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { isLocale } from "@domain/i18n/locale.ts";
import type { ParentReportKind } from "@domain/parent-reports.ts";
import { enqueueEmail } from "../email/outbox.server.ts";
import { render } from "../email/templates.ts";

/**
 * "Parents report that {listing} may be out of date", to the listing's verified owner, in their
 * language, when a report makes a fact disputed (once per dispute: later reports of the same
 * kind send nothing). Queued in the report's transaction on the durable outbox.
 */
export async function sendDisputeEmail(
  tx: Pick<Database, "sql">,
  input: {
    to: string;
    preferredLanguage: string | null;
    listingId: number;
    listingName: string;
    kind: ParentReportKind;
    linkBase: string;
  },
): Promise<void> {
  const locale = isLocale(input.preferredLanguage) ? input.preferredLanguage : "en";
  const params = {
    name: input.listingName,
    kind: translate(locale, `parentReport.kind.${input.kind}`),
  };
  const message = render(input.to, {
    subject: translate(locale, "parentReport.email.subject", params),
    greeting: translate(locale, "email.greetingAnonymous"),
    paragraphs: [translate(locale, "parentReport.email.intro", params), translate(locale, "parentReport.email.note")],
    link: {
      url: new URL(`/my-listings/${input.listingId}/edit`, input.linkBase).toString(),
      label: translate(locale, "parentReport.email.button"),
    },
    footer: translate(locale, "email.footer"),
  });
  await enqueueEmail(tx, message);
}
