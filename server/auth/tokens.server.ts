import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes (256 bits) from the operating system's CSPRNG, base64url: 43 characters. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The form a token is stored in: its SHA-256, hex. The token itself is never stored. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a value could be one of our tokens (cheap check before any database work). */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === "string" && TOKEN_SHAPE.test(value);
}
