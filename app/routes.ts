import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("features/discovery/routes/home.tsx"),
  route("preferences", "features/site/routes/preferences.ts"),
  route("health", "features/site/routes/health.tsx"),
  route("login", "features/accounts/routes/login.tsx"),
  route("register", "features/accounts/routes/register.tsx"),
  route("logout", "features/accounts/routes/logout.tsx"),
  route("reset-password", "features/accounts/routes/reset-password.tsx"),
  route("change-password", "features/accounts/routes/change-password.tsx"),
  route("verify-email", "features/accounts/routes/verify-email.tsx"),
  route("about", "features/content/routes/about.tsx"),
  route("pricing", "features/content/routes/pricing.tsx"),
  route("resources", "features/content/routes/resources.tsx"),
  route("autism-financial-aid", "features/content/routes/autism-financial-aid.tsx"),
  route("autism-sensory-products", "features/content/routes/autism-sensory-products.tsx"),
  route("privacy-policy", "features/content/routes/privacy-policy.tsx"),
  route("terms-conditions", "features/content/routes/terms-conditions.tsx"),
  // Reaching us (issue 6): contact form and newsletter double opt-in.
  route("contact", "features/contact/routes/contact.tsx"),
  route("newsletter", "features/contact/routes/newsletter.tsx"),
  route("newsletter/confirm", "features/contact/routes/newsletter.confirm.tsx"),
  route("newsletter/unsubscribe", "features/contact/routes/newsletter.unsubscribe.tsx"),
  // Provider owners (issue 11): add, edit, plans and payment, my listings, claims.
  route("add-listing", "features/owners/routes/add-listing.tsx"),
  route("my-listings", "features/owners/routes/my-listings.tsx"),
  route("my-listings/:id/edit", "features/owners/routes/edit-listing.tsx"),
  route("my-listings/:id/images", "features/owners/routes/listing-images.tsx"),
  route("upgrade-checkout", "features/owners/routes/upgrade-checkout.tsx"),
  route("upgrade-checkout/demo", "features/owners/routes/demo-payment.tsx"),
  route("claim-listing", "features/owners/routes/claim-listing.tsx"),
  route("claim-confirmation", "features/owners/routes/claim-confirmation.tsx"),
  // Discovery (issue 3): search pages, SEO resources, then the slug routes after every fixed path.
  route("search", "features/discovery/routes/search.tsx"),
  route("listings", "features/discovery/routes/search.tsx", { id: "routes/listings" }),
  route("sitemap.xml", "features/site/routes/sitemap.ts"),
  route("robots.txt", "features/site/routes/robots.ts"),
  // /listings/{id} and /listing/{id}: the listing page's loader answers 301 to the preferred URL
  // (spec section 2), or shows the page there when no pretty URL can be built.
  route("listings/:id", "features/listing/routes/listing.tsx", { id: "routes/listings-id" }),
  route("listing/:id", "features/listing/routes/listing.tsx", { id: "routes/listing-fallback" }),
  // Community (issue 12): reviews, owner responses, reports, favorites, comparison, corrections.
  route("listings/:id/review", "features/community/routes/review.tsx"),
  route("reviews/confirm", "features/community/routes/review-confirm.tsx"),
  route("reviews/:id/respond", "features/community/routes/review-respond.tsx"),
  route("reviews/:id/report", "features/community/routes/review-report.tsx"),
  route("listings/:id/suggest-edit", "features/community/routes/suggest-edit.tsx"),
  route("favorites", "features/community/routes/favorites.tsx"),
  route("compare", "features/community/routes/compare.tsx"),
  // Job board (issue 12): search, one job, and the owners' job screens.
  route("jobs", "features/jobs/routes/jobs.tsx"),
  route("jobs/:job", "features/jobs/routes/job.tsx"),
  route("my-listings/:id/jobs", "features/jobs/routes/listing-jobs.tsx"),
  // The admin console (issue 13): one frame, a route per section (domain/admin-sections.ts).
  route("admin", "features/admin/routes/admin-layout.tsx", [
    index("features/admin/routes/dashboard.tsx"),
    // Import and export (listing CSV): the upload, each import's preview/progress/result, downloads.
    route("import", "features/admin/routes/import.tsx"),
    route("import/template.csv", "features/admin/routes/import-template.ts"),
    route("import/export.csv", "features/admin/routes/import-export.ts"),
    route("import/:id", "features/admin/routes/import-detail.tsx"),
    route("import/:id/progress.json", "features/admin/routes/import-progress.ts"),
    route("import/:id/rejected.csv", "features/admin/routes/import-rejected.ts"),
  ]),
  route(":state", "features/discovery/routes/state.tsx"),
  route(":state/:city", "features/discovery/routes/city.tsx"),
  route(":state/:city/:name/:id", "features/listing/routes/listing.tsx"),
  route("blog", "features/blog/routes/blog.tsx"),
  route("blog/:slug", "features/blog/routes/blog-post.tsx"),
  route("*", "features/site/routes/not-found.tsx"),
] satisfies RouteConfig;
