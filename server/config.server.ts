import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { addressLines, SOCIAL_NETWORKS, type SiteContact } from "@domain/site-contact.ts";

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || hasProtocol(v, protocols), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
    });

function hasProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A comma-separated list (none when unset), each item passing `valid`. */
const commaList = (valid: (item: string) => boolean, message: string) =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(valid), { message });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  // Streaming replicas of DATABASE_URL that anonymous reads may use (ADR 0022): comma-separated postgres:// URLs.
  DATABASE_REPLICA_URL: commaList(
    (url) => hasProtocol(url, ["postgres:", "postgresql:"]),
    "must be a comma-separated list of URLs starting with postgres:// or postgresql://",
  ),
  // A replica further behind the primary than this is skipped until it catches up.
  REPLICA_MAX_LAG_SECONDS: z.coerce
    .number({ message: "must be a number" })
    .min(1, "must be between 1 and 3600")
    .max(3600, "must be between 1 and 3600")
    .default(10),
  // Where photos live (ADR 0021): the local folder (default), PostgreSQL, or an S3-compatible bucket.
  STORAGE: z.enum(["local", "postgres", "s3"], { message: "must be local, postgres or s3" }).optional(),
  // file:///path (local), postgres (the database), or s3://bucket[/folder]?region=…&endpoint=…&forcePathStyle=true.
  STORAGE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^(file:\/\/.+|postgres(ql)?(:.*)?|s3:\/\/[^/?]+.*)$/.test(v), {
      message: "must be file:///folder, postgres, or s3://bucket?region=…",
    }),
  // Credentials for the S3 store; unset: the AWS SDK's usual chain (instance role, profile).
  AWS_ACCESS_KEY_ID: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  AWS_SECRET_ACCESS_KEY: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  PUBLIC_URL: optionalUrl(["http:", "https:"]),
  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^(sk|rk)_(test|live)_/.test(v), {
      message: "must start with sk_test_, sk_live_, rk_test_ or rk_live_",
    }),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.startsWith("whsec_"), { message: "must start with whsec_" }),
  MAP_TILE_URL: z
    .string()
    .trim()
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png")
    .refine((v) => /^https?:\/\//.test(v) && v.includes("{z}") && v.includes("{x}") && v.includes("{y}"), {
      message: "must be an http(s) URL template containing {z}, {x} and {y}",
    }),
  // Plain text shown in the map's corner; unset with the default tiles, the OpenStreetMap credit is shown.
  MAP_TILE_ATTRIBUTION: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined)),
  // Reverse proxies whose X-Forwarded-For is believed: IP addresses or CIDR ranges, comma-separated.
  TRUSTED_PROXIES: commaList(
    isAddressOrRange,
    "must be a comma-separated list of IP addresses or CIDR ranges (such as 10.0.0.0/8)",
  ),
  // How long an anonymous page or public API answer may be served from memory (ADR 0014); 0 turns the cache off.
  PAGE_CACHE_SECONDS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 3600")
    .max(3600, "must be between 0 and 3600")
    .default(300),
  // The most memory (MiB) one process gives the page cache's compressed pages, least recently used out first.
  PAGE_CACHE_MB: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65536")
    .max(65536, "must be between 1 and 65536")
    .default(256),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // The US Census Bureau's batch geocoder (locations/addressbatch): zip-centre listings get their address's point.
  GEOCODER_URL: optionalUrl(["http:", "https:"]),
  // Where the scheduled registry refresh finds CMS's files: a folder, or an http(s) index page linking them.
  NPPES_SOURCE: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || !/^[a-z][a-z0-9+.-]*:/i.test(v) || isHttpUrl(v), {
      message: "must be a folder path or an http(s) URL",
    })
    .transform((v): NppesSource | undefined =>
      v === undefined ? undefined : isHttpUrl(v) ? { kind: "url", url: v } : { kind: "folder", path: path.resolve(v) },
    ),
  // How people reach the team, shown in the footer and the privacy, terms and about pages; unset, none is shown (the demo site has no office).
  CONTACT_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    // No brackets or parentheses either: the legal pages show it as a Markdown [label](mailto:…) link.
    .refine((v) => v === undefined || /^[^\s@<>"[\]()]+@[^\s@<>"[\]()]+\.[^\s@<>"[\]()]+$/.test(v), {
      message: "must be an email address",
    }),
  // The postal address, its lines separated by "|".
  CONTACT_ADDRESS: z
    .string()
    .trim()
    .max(300, "must be at most 300 characters")
    .optional()
    .transform((v) => (v ? v : undefined)),
  // The site's social accounts (https addresses); each network is linked only when set.
  SOCIAL_FACEBOOK_URL: optionalUrl(["https:"]),
  SOCIAL_INSTAGRAM_URL: optionalUrl(["https:"]),
  SOCIAL_LINKEDIN_URL: optionalUrl(["https:"]),
  SOCIAL_YOUTUBE_URL: optionalUrl(["https:"]),
  // The fictional demo set on an empty database's first start: 1 loads it, 0 does not; unset, only outside production.
  DEMO_DATA: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v === "0" || v === "1", { message: "must be 0 or 1" }),
});

/**
 * Every variable the server reads (the documentation in .env.example and README must name only these).
 * @internal Not used in production: server/config.test.ts holds the documentation to it.
 */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** NPPES_SOURCE, read: a folder of registry zips, or a page linking to them (server/nppes/nppes-refresh-job.server.ts). */
export type NppesSource = { kind: "folder"; path: string } | { kind: "url"; url: string };

function isHttpUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An IP address, or an address with a prefix length (CIDR) that fits its family. */
function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export type Config = Omit<z.infer<typeof envSchema>, "DATA_DIR"> & {
  DATA_DIR: string;
  /** True when DATA_DIR was not set, so the embedded database may choose a reachable place. */
  dataDirIsDefault: boolean;
  isProduction: boolean;
  /** Whether an empty database gets the demo data set at start (DEMO_DATA, else not in production). */
  demoDataOnFirstStart: boolean;
  /**
   * The site's address for every absolute link (emails, canonical and Open Graph URLs, the
   * sitemap, robots.txt, SEO and open-data answers): PUBLIC_URL without a trailing slash, else
   * (never in production) http://localhost:PORT. Never the Host header: those answers are cached.
   */
  siteUrl: string;
  /** The footer's contact details and social links: only what is configured. */
  siteContact: SiteContact;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = issue.path.join(".");
    const value = env[name];
    const shown =
      name.includes("SECRET") || name.includes("KEY") || name.startsWith("DATABASE_") || name === "SMTP_URL"
        ? ""
        : value === undefined
          ? ""
          : ` (got "${value}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}.`);
  }
  const c = result.data;
  if (c.NODE_ENV === "production" && !c.PUBLIC_URL) {
    // Links in emails must not follow a forged Host header, and production has no safe default.
    throw new ConfigError(
      "Invalid configuration: PUBLIC_URL must be set in production (the site's public address, such as https://abaatlas.example; emailed links, canonical URLs and the sitemap are built from it).",
    );
  }
  const storageUrlKind = c.STORAGE_URL?.startsWith("s3:")
    ? "s3"
    : c.STORAGE_URL?.startsWith("file:")
      ? "local"
      : c.STORAGE_URL
        ? "postgres"
        : undefined;
  if (c.STORAGE && storageUrlKind && c.STORAGE !== storageUrlKind) {
    // A photo store that is not the one its address names would lose uploads to the wrong place.
    throw new ConfigError(
      `Invalid configuration: STORAGE is ${c.STORAGE} but STORAGE_URL names a ${storageUrlKind} store; set one, or make them agree.`,
    );
  }
  if (c.STORAGE === "s3" && storageUrlKind !== "s3") {
    throw new ConfigError(
      "Invalid configuration: STORAGE=s3 needs STORAGE_URL=s3://bucket?region=… (the bucket the photos go to).",
    );
  }
  return {
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    dataDirIsDefault: !env.DATA_DIR?.trim(),
    isProduction: c.NODE_ENV === "production",
    demoDataOnFirstStart: c.DEMO_DATA === undefined ? c.NODE_ENV !== "production" : c.DEMO_DATA === "1",
    siteUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ""),
    siteContact: {
      email: c.CONTACT_EMAIL ?? null,
      address: addressLines(c.CONTACT_ADDRESS),
      social: SOCIAL_NETWORKS.flatMap(({ network, variable }) => {
        const href = c[variable];
        return href ? [{ network, href }] : [];
      }),
    },
  };
}

let current: Config | undefined;

/** The configuration read once at start-up. */
export function getConfig(): Config {
  current ??= parseConfig(process.env);
  return current;
}
