import path from "node:path";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { CONFIG_VARIABLES, ConfigError, parseConfig } from "./config.server.ts";

describe("parseConfig", () => {
  it("applies the documented defaults", () => {
    const c = parseConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toMatch(/\/data$/);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.MAP_TILE_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(c.LOG_LEVEL).toBe("info");
    expect(c.PAGE_CACHE_SECONDS).toBe(300);
    expect(c.PAGE_CACHE_MB).toBe(256);
    expect(c.isProduction).toBe(false);
  });

  it("treats empty strings as unset", () => {
    const c = parseConfig({ DATABASE_URL: "", SMTP_URL: "", STRIPE_SECRET_KEY: "" });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it.each([
    [{ PORT: "abc" }, 'Invalid configuration: PORT must be a number (got "abc").'],
    [{ PORT: "70000" }, 'Invalid configuration: PORT must be between 1 and 65535 (got "70000").'],
    [
      { DATABASE_URL: "mysql://x" },
      "Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql://.",
    ],
    [
      { PUBLIC_URL: "example.com" },
      'Invalid configuration: PUBLIC_URL must be a URL starting with http:// or https:// (got "example.com").',
    ],
    [{ SMTP_URL: "http://mail" }, "Invalid configuration: SMTP_URL must be a URL starting with smtp:// or smtps://."],
    [
      { GEOCODER_URL: "geocoding.geo.census.gov" },
      'Invalid configuration: GEOCODER_URL must be a URL starting with http:// or https:// (got "geocoding.geo.census.gov").',
    ],
    [
      { STRIPE_SECRET_KEY: "pk_test_1" },
      "Invalid configuration: STRIPE_SECRET_KEY must start with sk_test_, sk_live_, rk_test_ or rk_live_.",
    ],
    [{ STRIPE_WEBHOOK_SECRET: "abc" }, "Invalid configuration: STRIPE_WEBHOOK_SECRET must start with whsec_."],
    [
      { MAP_TILE_URL: "https://tiles.example/{z}/{x}.png" },
      "Invalid configuration: MAP_TILE_URL must be an http(s) URL template containing {z}, {x} and {y}",
    ],
    [{ LOG_LEVEL: "loud" }, "Invalid configuration: LOG_LEVEL"],
    [{ PAGE_CACHE_MB: "0" }, 'Invalid configuration: PAGE_CACHE_MB must be between 1 and 65536 (got "0").'],
    [{ NODE_ENV: "production" }, "Invalid configuration: PUBLIC_URL must be set in production"],
    [
      { TRUSTED_PROXIES: "10.0.0.1, proxy.internal" },
      "Invalid configuration: TRUSTED_PROXIES must be a comma-separated list",
    ],
    [{ TRUSTED_PROXIES: "10.0.0.0/33" }, "Invalid configuration: TRUSTED_PROXIES"],
    [{ TRUSTED_PROXIES: "::1/129" }, "Invalid configuration: TRUSTED_PROXIES"],
    [
      { CONTACT_EMAIL: "team at abaatlas" },
      'Invalid configuration: CONTACT_EMAIL must be an email address (got "team at abaatlas").',
    ],
    // Shown as a Markdown link in the legal pages: brackets or parentheses would break it.
    [
      { CONTACT_EMAIL: "team(x)@abaatlas.org" },
      'Invalid configuration: CONTACT_EMAIL must be an email address (got "team(x)@abaatlas.org").',
    ],
    [
      { SOCIAL_FACEBOOK_URL: "http://facebook.com/abaatlas" },
      "Invalid configuration: SOCIAL_FACEBOOK_URL must be a URL starting with https://",
    ],
  ])("rejects %o with one clear line naming the variable", (env, message) => {
    let error: unknown;
    try {
      parseConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain("\n");
  });

  it("never echoes secret values", () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: "hunter2" })).toThrow(/^(?!.*hunter2).*$/);
  });

  it("builds emailed links from PUBLIC_URL, else from localhost and the port, never from a request", () => {
    expect(parseConfig({ PUBLIC_URL: "https://abaatlas.example/" }).siteUrl).toBe("https://abaatlas.example");
    expect(parseConfig({ PORT: "3462" }).siteUrl).toBe("http://localhost:3462");
    expect(parseConfig({ NODE_ENV: "production", PUBLIC_URL: "https://abaatlas.example" }).isProduction).toBe(true);
  });

  it("loads demo data on first start in development only, unless DEMO_DATA says otherwise", () => {
    const production = { NODE_ENV: "production", PUBLIC_URL: "https://abaatlas.example" };
    expect(parseConfig({}).demoDataOnFirstStart).toBe(true);
    expect(parseConfig({ DEMO_DATA: "0" }).demoDataOnFirstStart).toBe(false);
    expect(parseConfig(production).demoDataOnFirstStart).toBe(false);
    expect(parseConfig({ ...production, DEMO_DATA: "1" }).demoDataOnFirstStart).toBe(true);
    expect(() => parseConfig({ DEMO_DATA: "yes" })).toThrow(
      'Invalid configuration: DEMO_DATA must be 0 or 1 (got "yes").',
    );
  });

  it("reads NPPES_SOURCE as a folder (made absolute) or an http(s) index page, and refuses other schemes", () => {
    expect(parseConfig({}).NPPES_SOURCE).toBeUndefined();
    expect(parseConfig({ NPPES_SOURCE: "/srv/nppes" }).NPPES_SOURCE).toEqual({ kind: "folder", path: "/srv/nppes" });
    expect(parseConfig({ NPPES_SOURCE: "nppes" }).NPPES_SOURCE).toEqual({
      kind: "folder",
      path: path.resolve("nppes"),
    });
    expect(parseConfig({ NPPES_SOURCE: "https://download.cms.gov/nppes/NPI_Files.html" }).NPPES_SOURCE).toEqual({
      kind: "url",
      url: "https://download.cms.gov/nppes/NPI_Files.html",
    });
    expect(() => parseConfig({ NPPES_SOURCE: "ftp://files.example/nppes/" })).toThrow(
      'Invalid configuration: NPPES_SOURCE must be a folder path or an http(s) URL (got "ftp://files.example/nppes/").',
    );
  });

  it("reads no replica by default, a comma-separated list of them, and a lag limit of 10 s", () => {
    expect(parseConfig({}).DATABASE_REPLICA_URL).toEqual([]);
    expect(parseConfig({}).REPLICA_MAX_LAG_SECONDS).toBe(10);
    const c = parseConfig({
      DATABASE_REPLICA_URL: " postgres://a:s@r1:5432/db, postgresql://a:s@r2/db ",
      REPLICA_MAX_LAG_SECONDS: "2.5",
    });
    expect(c.DATABASE_REPLICA_URL).toEqual(["postgres://a:s@r1:5432/db", "postgresql://a:s@r2/db"]);
    expect(c.REPLICA_MAX_LAG_SECONDS).toBe(2.5);
    // A URL with its password is never echoed in the error.
    expect(() => parseConfig({ DATABASE_REPLICA_URL: "postgres://a:secret@r1/db,mysql://a:secret@r2/db" })).toThrow(
      /^Invalid configuration: DATABASE_REPLICA_URL must be a comma-separated list of URLs starting with postgres:\/\/ or postgresql:\/\/\.$/,
    );
    expect(() => parseConfig({ REPLICA_MAX_LAG_SECONDS: "0" })).toThrow(
      'Invalid configuration: REPLICA_MAX_LAG_SECONDS must be between 1 and 3600 (got "0").',
    );
  });

  it("keeps photos in the local folder by default, and stops on a photo store its address contradicts", () => {
    expect(parseConfig({}).STORAGE).toBeUndefined();
    expect(parseConfig({ STORAGE: "postgres" }).STORAGE).toBe("postgres");
    expect(parseConfig({ STORAGE_URL: "s3://photos?region=eu-west-1" }).STORAGE_URL).toBe(
      "s3://photos?region=eu-west-1",
    );
    expect(() => parseConfig({ STORAGE: "disk" })).toThrow(
      'Invalid configuration: STORAGE must be local, postgres or s3 (got "disk").',
    );
    expect(() => parseConfig({ STORAGE_URL: "ftp://photos" })).toThrow(/^Invalid configuration: STORAGE_URL must be/);
    // Uploads would go somewhere the operator did not mean, or fail only at the first photo.
    expect(() => parseConfig({ STORAGE: "s3" })).toThrow(/STORAGE=s3 needs STORAGE_URL=s3:\/\//);
    expect(() => parseConfig({ STORAGE: "postgres", STORAGE_URL: "s3://photos" })).toThrow(
      "Invalid configuration: STORAGE is postgres but STORAGE_URL names a s3 store; set one, or make them agree.",
    );
    expect(parseConfig({ STORAGE: "s3", STORAGE_URL: "s3://photos" }).STORAGE).toBe("s3");
  });

  it("trusts no proxy by default, and reads a list of addresses and ranges", () => {
    expect(parseConfig({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseConfig({ TRUSTED_PROXIES: " 127.0.0.1, 10.0.0.0/8 ,fd00::/8" }).TRUSTED_PROXIES).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "fd00::/8",
    ]);
  });

  it("shows no contact details or social links unless configured, and only the configured ones", () => {
    expect(parseConfig({}).siteContact).toEqual({ email: null, address: [], social: [] });
    const c = parseConfig({
      CONTACT_EMAIL: " team@abaatlas.org ",
      CONTACT_ADDRESS: "12 Main St, Suite 3 |  Austin, TX 78701 |",
      SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/abaatlas",
      SOCIAL_INSTAGRAM_URL: "https://www.instagram.com/abaatlas",
      SOCIAL_YOUTUBE_URL: "",
    });
    expect(c.siteContact).toEqual({
      email: "team@abaatlas.org",
      address: ["12 Main St, Suite 3", "Austin, TX 78701"],
      social: [
        { network: "Instagram", href: "https://www.instagram.com/abaatlas" },
        { network: "LinkedIn", href: "https://www.linkedin.com/company/abaatlas" },
      ],
    });
  });
});

describe("the documented variables", () => {
  const root = path.resolve(import.meta.dirname, "..");
  const envExample = readFileSync(path.join(root, ".env.example"), "utf8");
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const inEnvExample = [...envExample.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
  const configSection = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("### Behind a reverse proxy"));
  const inReadme = [...configSection.matchAll(/^\| (`[A-Z][A-Z0-9_]+`(?:, `[A-Z][A-Z0-9_]+`)*) \|/gm)].flatMap((m) =>
    m[1]!.split(", ").map((name) => name.slice(1, -1)),
  );

  it("are each read by the server, and each variable it reads is documented in both places", () => {
    expect(inEnvExample.length).toBeGreaterThan(10);
    expect(new Set(inEnvExample)).toEqual(new Set(CONFIG_VARIABLES));
    expect(new Set(inReadme)).toEqual(new Set(CONFIG_VARIABLES));
  });
});
