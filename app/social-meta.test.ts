/**
 * Every page type a link can be shared from carries Open Graph and Twitter card tags with an
 * image (issue 30, item 10): job pages had none; city pages, blog posts without a cover and the
 * content pages (/pricing) had no og:image.
 */
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { meta as blogPostMeta } from "~/features/blog/routes/blog-post.tsx";
import { meta as jobMeta } from "~/features/jobs/routes/job.tsx";
import { seoMetaTags } from "~/components/listings/seo.ts";
import { pageMeta } from "~/components/page/page-meta.ts";

const SITE = "https://abaatlas.example";
const DEFAULT_IMAGE = `${SITE}/og-image.png`;

function tag(tags: MetaDescriptor[], key: string): string | undefined {
  const found = tags.find((t) => ("property" in t && t.property === key) || ("name" in t && t.name === key));
  return found && "content" in found ? String(found.content) : undefined;
}

function expectSocialCard(tags: MetaDescriptor[], image = DEFAULT_IMAGE) {
  for (const key of ["og:title", "og:description", "og:url", "twitter:title", "twitter:description"]) {
    expect(tag(tags, key), key).toBeTruthy();
  }
  expect(tag(tags, "og:image")).toBe(image);
  expect(tag(tags, "twitter:image")).toBe(image);
  expect(tag(tags, "twitter:card")).toBe("summary_large_image");
}

describe("social cards", () => {
  it("a content page such as /pricing", () => {
    expectSocialCard(
      pageMeta({
        meta: { title: "Pricing", description: "Plans for providers." },
        canonical: `${SITE}/pricing`,
        locale: "en",
      }),
    );
  });

  it("a city page, which has no photo of its own", () => {
    expectSocialCard(
      seoMetaTags({
        title: "ABA Therapy in Austin, TX",
        description: "Providers in Austin.",
        canonical: `${SITE}/texas/austin`,
        image: null,
        locale: "en",
        structuredData: null,
        noindex: false,
      }),
    );
  });

  it("a job page", () => {
    const tags = jobMeta({
      loaderData: {
        job: { title: "BCBA", description: "Lead a clinic team.", open: true, listing: { name: "Sunrise ABA" } },
        canonical: `${SITE}/jobs/7`,
        structuredData: null,
      },
    } as unknown as Parameters<typeof jobMeta>[0]);
    expectSocialCard(tags);
    expect(tag(tags, "og:title")).toBe("BCBA — Sunrise ABA");
  });

  it("a blog post without a cover, and one with its cover", () => {
    const post = {
      title: "Starting ABA",
      excerpt: "What to expect.",
      locale: "en",
      publishedAt: "2026-01-01",
      updatedAt: "2026-01-02",
      tags: [],
    };
    const args = (cover: string | null) =>
      ({
        loaderData: { post, canonical: `${SITE}/blog/starting-aba`, alternates: [], cover, jsonLd: {} },
      }) as unknown as Parameters<typeof blogPostMeta>[0];
    expectSocialCard(blogPostMeta(args(null)));
    expectSocialCard(blogPostMeta(args(`${SITE}/api/images/cover.webp`)), `${SITE}/api/images/cover.webp`);
  });
});
