/**
 * Runs before each integration test file. Its afterAll is the file's first registered, so it runs
 * after the file's own (Vitest runs after-hooks in reverse): servers a file started are stopped
 * before the databases and folders they used are removed.
 */
import { afterAll, beforeAll } from "vitest";
import { runFileCleanups } from "./file-cleanup.ts";
import { collectingTestFile, testFileRunning } from "./hook-registration.ts";

collectingTestFile();
// The file's first hook: from here on, a helper that registers hooks is called too late.
beforeAll(testFileRunning);
afterAll(runFileCleanups);
