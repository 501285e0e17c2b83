import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Input } from "~/components/ui/input.tsx";
import type { FormState } from "@domain/form-state.ts";
import { ActionForm, formFields } from "./action-form.tsx";

function markup(state: FormState) {
  const Form = () => {
    const { field } = formFields(state);
    return (
      <ActionForm state={state} messageId="claim-message" notice="The code was sent.">
        <Input id="code" label="6-digit code" {...field("code")} />
      </ActionForm>
    );
  };
  const Stub = createRoutesStub([{ path: "/", Component: Form }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe("ActionForm", () => {
  it("shows a field's own error once, under the field that names it (a wrong claim code)", () => {
    const wrong = "That code is not right. Check the email and try again.";
    const html = markup({ formError: wrong, fields: { code: wrong }, values: {} });
    expect(count(html, wrong)).toBe(1);
    expect(html).not.toContain('role="alert"');
    expect(html).toContain('aria-describedby="code-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(new RegExp(`<p id="code-error"[^>]*>${wrong}</p>`));
  });

  it("puts autofocus on the first field in error only, so a form sent without JavaScript comes back there", () => {
    const TwoFields = () => {
      const { field, secretField } = formFields({
        fields: { password: "Enter your password.", code: "Enter the code." },
      });
      return (
        <ActionForm state={{ fields: {} }} messageId="m">
          <Input id="code" label="Code" {...field("code")} />
          <Input id="name" label="Name" {...field("name")} />
          <Input id="password" label="Password" type="password" {...secretField("password")} />
        </ActionForm>
      );
    };
    const Stub = createRoutesStub([{ path: "/", Component: TwoFields }]);
    const html = renderToStaticMarkup(<Stub initialEntries={["/"]} />);
    expect(count(html, "autofocus")).toBe(1);
    expect(html).toMatch(/<input[^>]*id="code"[^>]*autofocus=""/);
  });

  it("keeps a form-level error above the form when it says something the fields do not", () => {
    const html = markup({ formError: "Check the highlighted fields.", fields: { code: "Enter the code." } });
    expect(html).toMatch(/role="alert"[^]*Check the highlighted fields\./);
    expect(count(html, "Enter the code.")).toBe(1);
    expect(html).not.toContain("The code was sent.");
  });
});
