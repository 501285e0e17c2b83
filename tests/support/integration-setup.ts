/**
 * Runs before each integration test file. Its afterAll is the file's first registered, so it runs
 * after the file's own (Vitest runs after-hooks in reverse): servers a file started are stopped
 * before the databases and folders they used are removed.
 */
import { afterAll } from "vitest";
import { runFileCleanups } from "./file-cleanup.ts";

afterAll(runFileCleanups);
