/**
 * A listing from the NPI registry (issue 27), as a parent sees it: the NPI with a link to the
 * registry's own record, the source and date of its facts, what the registry does not say marked
 * "not provided yet" (never a made-up default), and the way for its owner to claim it; in English
 * and Spanish, axe-clean. The labels of stored codes, never the codes themselves (issue 30 item 2).
 * The listing is made here and removed after (other specs count listings).
 */
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

const NPI = "1588667638";
let listingId = 0;

test.beforeAll(async ({ e2eDatabase }) => {
  const record = {
    credential: "M.S., BCBA",
    licenses: [{ code: "103K00000X", number: "BA.0042", state: "VT" }],
    taxonomyCodes: ["103K00000X"],
    primaryTaxonomy: "103K00000X",
    enumerationDate: "2016-03-14",
    lastUpdateDate: "2025-07-02",
    legalName: null,
    deactivationReasonCode: null,
    locationKey: "12 CHURCH ST|05401",
  };
  const confirmed = { source: "registry", confirmedOn: "2026-03-09" };
  const sources = {
    name: confirmed,
    address: confirmed,
    phone: confirmed,
    services: confirmed,
    credentials: confirmed,
  };
  const [row] = await e2eDatabase.sql<{ id: number }[]>`
    insert into listings (name, address, city, state, zip_code, latitude, longitude, location_precision, phone, email,
      services, care_settings, languages, funding_accepted, npi, npi_location, provider_kind, registry_record, fact_sources)
    values ('Green Mountain Behavior Analysis', '12 Church St', 'Burlington', 'VT', '05401', 44.48, -73.21, 'zip',
      '(802) 555-0147', null, '["ABA Therapy","Behavior Analysis"]', '["in-home","telehealth"]', '["en"]',
      '["medicaid"]', ${NPI}, 0, 'independent_practitioner', ${JSON.stringify(record)}::jsonb,
      ${JSON.stringify(sources)}::jsonb)
    returning id`;
  listingId = row!.id;
});

test.afterAll(async ({ e2eDatabase }) => {
  await e2eDatabase.sql`delete from listings where id = ${listingId}`;
});

test("a registry listing says where its facts come from and invites its owner to claim it, in English and Spanish", async ({
  page,
  baseURL,
}) => {
  // Its card does not say its hours vary: it says none were given.
  await page.goto("/search?query=Green+Mountain+Behavior");
  const card = page.locator(`[data-listing-card="${listingId}"]`);
  await expect(card.getByText("Hours not provided yet")).toBeVisible();
  await expect(card.getByText("Hours vary")).toHaveCount(0);
  // A single Behavior Analyst's practice is labelled on the card as on the page.
  await expect(card.getByText("Independent practitioner")).toBeVisible();

  await page.goto(`/listing/${listingId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Green Mountain Behavior Analysis" })).toBeVisible();
  const record = page.getByRole("link", { name: /NPI Registry record/ });
  await expect(record).toHaveAttribute("href", `https://npiregistry.cms.hhs.gov/provider-view/${NPI}`);
  await expect(page.getByText(`NPI ${NPI}`)).toBeVisible();
  await expect(page.getByText("Independent practitioner")).toBeVisible();
  await expect(page.getByText("Source: NPI Registry, updated March 9, 2026").first()).toBeVisible();
  await expect(page.getByText("Credentials: M.S., BCBA")).toBeVisible();
  await expect(page.getByText("Behavior Analyst: license BA.0042, VT")).toBeVisible();
  await expect(page.getByText("Map position is approximate: the centre of zip code 05401.")).toBeVisible();
  // What the registry does not publish is said to be missing, not filled with a default.
  await expect(page.getByText("Hours not provided yet")).toBeVisible();
  await expect(page.getByText("Hours vary")).toHaveCount(0);
  const sources = page.getByRole("region", { name: "Where these facts come from" });
  await expect(sources.locator("[data-fact=email] dd")).toHaveText("Not provided yet");
  await expect(sources.locator("[data-fact=phone] dd")).toHaveText("NPI Registry, updated March 9, 2026");
  // Codes are shown by their labels.
  const body = await page.locator("main").innerText();
  expect(body).toContain("In-home, Telehealth");
  expect(body).toContain("English");
  expect(body).toContain("Medicaid");
  expect(body).not.toMatch(/\bin-home\b|\bmedicaid\b|: en\b/);
  const claim = page.getByRole("link", { name: "Claim this listing" });
  await expect(claim).toHaveAttribute("href", `/claim-listing?listing=${listingId}`);
  await expectNoAxeViolations(page);

  // The same in Spanish (one listing, so one test: specs run in parallel).
  await page.context().addCookies([{ name: "lang", value: "es", url: baseURL! }]);
  await page.goto(`/listing/${listingId}`);
  await expect(page.getByRole("link", { name: /Ficha en el Registro NPI/ })).toBeVisible();
  await expect(page.getByText("Fuente: Registro NPI, actualizado el 9 de marzo de 2026").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Reclamar esta ficha" })).toBeVisible();
  const bodyEs = await page.locator("main").innerText();
  expect(bodyEs).not.toMatch(/\bin-home\b|\bmedicaid\b/);
  await expectNoAxeViolations(page);
});
