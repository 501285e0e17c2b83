/**
 * Helpers that register Vitest hooks (beforeAll, afterAll) work only while the test file is being
 * collected: Vitest silently never runs a hook registered inside another hook or a test, so the
 * helper's setup or cleanup would just not happen. integration-setup.ts marks when a file's hooks
 * start running; such a helper then refuses to be called.
 */
let collecting = true;

/** A new test file is being collected (integration-setup.ts, top level). */
export function collectingTestFile() {
  collecting = true;
}

/** The file's hooks and tests have started (integration-setup.ts, its first beforeAll). */
export function testFileRunning() {
  collecting = false;
}

/** Throws when `helper`, which registers hooks, is called too late for them to run. */
export function assertRegisteringHooks(helper: string) {
  if (!collecting)
    throw new Error(
      `${helper} registers its own beforeAll/afterAll hooks: call it at the top of the test file (or in a describe), not inside a hook or a test, where Vitest would never run them`,
    );
}
