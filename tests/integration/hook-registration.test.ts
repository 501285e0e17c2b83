import { beforeAll, describe, expect, it } from "vitest";
import { assertRegisteringHooks } from "../support/hook-registration.ts";
import { mailTestEnv } from "./mail-test-env.ts";
import { stripeWebhookSuite } from "./stripe-webhook-support.ts";

const whileCollecting = attempt("at the top of the file");
let inDescribe: unknown;
describe("a describe block", () => {
  inDescribe = attempt("in a describe");
  it("is collected like the file", () => expect(inDescribe).toBeNull());
});
let inHook: unknown;
beforeAll(() => {
  inHook = attempt("in a beforeAll");
});

function attempt(where: string): unknown {
  try {
    assertRegisteringHooks(`a helper ${where}`);
    return null;
  } catch (error) {
    return error;
  }
}

describe("helpers that register hooks", () => {
  it("may be called while the file is collected", () => {
    expect(whileCollecting).toBeNull();
    expect(inDescribe).toBeNull();
  });

  it("refuse to be called from a hook or a test, where Vitest would never run their hooks", () => {
    expect(String(inHook)).toMatch(
      /a helper in a beforeAll registers its own beforeAll\/afterAll hooks: call it at the top/,
    );
    expect(() => mailTestEnv("http://localhost")).toThrow(/^mailTestEnv registers its own/);
    expect(() => stripeWebhookSuite("whsec_test")).toThrow(/^stripeWebhookSuite registers its own/);
  });
});
