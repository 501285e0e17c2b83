/** The app's database inside the embedded PostgreSQL (the server creates it; commands and tests reach it by name). */
export const EMBEDDED_DATABASE_NAME = "aba_atlas";
