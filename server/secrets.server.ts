import { randomBytes } from "node:crypto";
import type { AppServices } from "./context.ts";

/**
 * The signing secret: SESSION_SECRET when set, otherwise one generated once and kept in the
 * database, so every app process on that database shares it and it survives restarts.
 */
export async function signingSecret({ config, database }: Pick<AppServices, "config" | "database">): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const candidate = randomBytes(32).toString("base64url");
  const [row] = await database.sql<{ value: string }[]>`
    with inserted as (
      insert into app_state (key, value) values ('signing_secret', to_jsonb(${candidate}::text))
      on conflict (key) do nothing
      returning value
    )
    select value #>> '{}' as value from inserted
    union all
    select value #>> '{}' from app_state where key = 'signing_secret'
    limit 1`;
  if (row) return row.value;
  // A concurrent first use inserted it after this statement's snapshot: read it now.
  const [stored] = await database.sql<{ value: string }[]>`select value #>> '{}' as value from app_state where key = 'signing_secret'`;
  return stored!.value;
}
