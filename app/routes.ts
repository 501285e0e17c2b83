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
  // How up to date the listings are (issue 29): the daily figures, nationwide and per state.
  route("freshness", "features/freshness/routes/freshness.tsx"),
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
  route("my-listings/place", "features/owners/routes/listing-place.ts"),
  route("my-listings/:id/edit", "features/owners/routes/edit-listing.tsx"),
  route("my-listings/:id/images", "features/owners/routes/listing-images.tsx"),
  // Service areas (issue 29): where an in-home or telehealth provider serves.
  route("my-listings/:id/service-area", "features/owners/routes/service-area.tsx"),
  route("upgrade-checkout", "features/owners/routes/upgrade-checkout.tsx"),
  route("upgrade-checkout/demo", "features/owners/routes/demo-payment.tsx"),
  route("my-listings/:id/demo-billing", "features/owners/routes/demo-billing.tsx"),
  route("claim-listing", "features/owners/routes/claim-listing.tsx"),
  route("claim-confirmation", "features/owners/routes/claim-confirmation.tsx"),
  // An owner reminder's one-click link (issue 29): GET shows one button, POST applies it.
  route("listing-update", "features/owners/routes/listing-update.tsx"),
  // Search alerts (issue 29): save from /search (plain form POST), confirm, manage, unsubscribe.
  route("alerts", "features/alerts/routes/alerts.tsx"),
  route("alerts/save", "features/alerts/routes/alerts-save.tsx"),
  route("alerts/confirm", "features/alerts/routes/alerts-confirm.tsx"),
  route("alerts/unsubscribe", "features/alerts/routes/alerts-unsubscribe.tsx"),
  // Discovery (issue 3): search pages, SEO resources, then the slug routes after every fixed path.
  route("search", "features/discovery/routes/search.tsx"),
  route("listings", "features/discovery/routes/search.tsx", { id: "routes/listings" }),
  route("sitemap.xml", "features/site/routes/sitemap.ts"),
  route("robots.txt", "features/site/routes/robots.ts"),
  // /listings/{id} and /listing/{id}: the listing page's loader answers 301 to the preferred URL
  // (spec section 2), or shows the page there when no pretty URL can be built.
  route("listings/:id", "features/listing/routes/listing.tsx", { id: "routes/listings-id" }),
  route("listing/:id", "features/listing/routes/listing.tsx", { id: "routes/listing-fallback" }),
  // A listing's contact links, counted for its owner's insights (issue 11), then redirected.
  route("out/:id/:kind", "features/listing/routes/out.tsx"),
  // "Did you contact them?" (issue 29): a parent reports what they found; errors come back here.
  route("listings/:id/contact-report", "features/listing/routes/parent-report.tsx"),
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
    // Catalogue (issue 13): insurers, sensory products, blog posts.
    route("insurance", "features/admin/routes/insurance.tsx"),
    route("insurance/:id", "features/admin/routes/insurance-edit.tsx"),
    route("products", "features/admin/routes/products.tsx"),
    route("products/:id", "features/admin/routes/product-edit.tsx"),
    route("products/:id/image", "features/admin/routes/product-image.tsx"),
    route("blog", "features/admin/routes/blog-posts.tsx"),
    route("blog/:id", "features/admin/routes/blog-post-edit.tsx"),
    route("blog/:id/cover", "features/admin/routes/blog-cover.tsx"),
    // People (issue 13): users, contact messages, newsletter, provider contacts, audit log.
    route("users", "features/admin/routes/users.tsx"),
    route("users/:id", "features/admin/routes/user.tsx"),
    route("messages", "features/admin/routes/messages.tsx"),
    route("messages/:id", "features/admin/routes/message.tsx"),
    route("newsletter", "features/admin/routes/newsletter.tsx"),
    route("newsletter/export", "features/admin/routes/newsletter-export.ts"),
    route("contacts", "features/admin/routes/contacts.tsx"),
    route("contacts/import", "features/admin/routes/contacts-import.tsx"),
    route("contacts/:id", "features/admin/routes/contact.tsx"),
    route("audit", "features/admin/routes/audit.tsx"),
    // Moderation (issue 13): listings, claims, reviews and reports, suggested edits.
    route("listings", "features/admin/routes/listings.tsx"),
    route("listings/:id", "features/admin/routes/listing.tsx"),
    route("claims", "features/admin/routes/claims.tsx"),
    route("reviews", "features/admin/routes/reviews.tsx"),
    route("suggestions", "features/admin/routes/suggestions.tsx"),
    route("parent-reports", "features/admin/routes/parent-reports.tsx"),
    route("registry-matches", "features/admin/routes/registry-matches.tsx"),
    // Import and export (listing CSV): the upload, each import's preview/progress/result, downloads.
    route("import", "features/admin/routes/import.tsx"),
    route("import/template.csv", "features/admin/routes/import-template.ts"),
    route("import/export.csv", "features/admin/routes/import-export.ts"),
    // The NPI registry (NPPES, issue 27): the upload, then each import's progress and result.
    route("import/registry", "features/admin/routes/import-registry.tsx"),
    route("import/registry/:id", "features/admin/routes/import-registry-detail.tsx"),
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
