/**
 * What every command-line script does before its own work (npm run admin:create, db:seed,
 * import:listings, import:nppes): read the configuration, saying what is wrong in one line, and
 * find the site admin named by `--as`.
 */
import type { Database } from "@db/client.server.ts";
import { ConfigError, getConfig, type Config } from "./config.server.ts";

/** The configuration, or null after printing why it is refused (exit status 1). */
export function commandConfig(): Config | null {
  try {
    return getConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return null;
  }
}

/** The id of the active site admin with this email (case-insensitive), or null. */
export async function activeSiteAdminId(database: Pick<Database, "sql">, email: string): Promise<number | null> {
  const [user] = await database.sql<{ id: number }[]>`
    select id from users where lower(email) = lower(${email}) and role = 'site_admin' and is_active`;
  return user?.id ?? null;
}
