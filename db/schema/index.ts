export * from "./users.ts";
export * from "./listings.ts";
export * from "./reviews.ts";
export * from "./content.ts";
export * from "./auth.ts";
export * from "./blog.ts";
export * from "./contact.ts";
export * from "./owners.ts";
