/**
 * Runs before each integration test file. Its afterAll is the file's first registered, so it runs
 * after the file's own (Vitest runs after-hooks in reverse): servers a file started are stopped
 * before the databases they used are dropped.
 */
import { afterAll } from "vitest";
import { dropTestDatabases } from "./test-database.ts";

afterAll(dropTestDatabases);
