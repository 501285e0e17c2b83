import { sql } from "drizzle-orm";
import sharp from "sharp";
import { expect, test } from "./support/fixtures.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

test("the owner uploads a photo on the edit screen and sees it on the listing page", async ({
  keptPage: page,
  signIn,
  e2eDatabase,
}) => {
  const owner = await signIn();
  const [row] = await e2eDatabase.db.execute<{ id: number }>(sql`
    insert into listings (name, city, state, zip_code, latitude, longitude, email, user_id, status)
    values ('Photo Ready ABA', 'Austin', 'TX', '78701', 30.27, -97.74, 'photo@example.com', ${owner.id}, 'active') returning id`);
  const id = row!.id;
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2f7d6b" } })
    .jpeg()
    .toBuffer();

  await page.goto(`/my-listings/${id}/edit`);
  const photos = page.getByRole("region", { name: "Photos" });
  await expect(photos.getByText("No photos yet")).toBeVisible();
  await photos
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "front-door.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await photos.getByRole("button", { name: "Upload photo" }).click();
  await expect(photos.getByRole("status")).toHaveText("Photo uploaded.");
  await expect(photos.getByText("front-door.jpg")).toBeVisible();
  // Basic plan: one photo, so the upload form gives way to a note.
  await expect(photos.getByText("This listing has all the photos its plan allows.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Past the plan's count a posted upload is refused and says why, whatever the file (the form is gone, so post directly).
  const refused = await page.request.post(`/my-listings/${id}/images`, {
    multipart: {
      intent: "upload",
      photo: { name: "fake.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo") },
    },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(302);
  expect(refused.headers().location).toContain("photoError=image_count");

  await page.goto(`/listing/${id}`);
  const hero = page.locator('img[src*="/api/images/"]').first();
  await expect(hero).toBeVisible();
  expect(await hero.getAttribute("src")).toMatch(/\/api\/images\/\d+\?size=detail&quality=80$/);
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator("[data-default-hero]")).toHaveCount(0);
});
