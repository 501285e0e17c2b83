import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { listings } from "./listings.ts";
import { users } from "./users.ts";

export const uploadedFiles = pgTable(
  "uploaded_files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    filename: text("filename").notNull(),
    originalName: text("original_name").notNull(),
    path: text("path").notNull(),
    size: integer("size").notNull(),
    mimetype: text("mimetype").notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
    checksum: text("checksum").notNull(),
    /** Order among the listing's photos, lowest first: the first is the card and hero image. */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    /** Soft delete: the row stays, the file is hidden. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** When the stored files of a soft-deleted image were removed (server/images/purge-deleted-images). */
    purgedAt: timestamp("purged_at", { withTimezone: true }),
  },
  (t) => [
    index("uploaded_files_listing_id_idx")
      .on(t.listingId)
      .where(sql`${t.deletedAt} is null`),
    // The purge job's queue: deleted images whose files are still stored, oldest first.
    index("uploaded_files_unpurged_idx")
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null and ${t.purgedAt} is null`),
  ],
);

export const newsletterEmails = pgTable("newsletter_emails", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  email: text("email").notNull().unique(),
  listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  isActive: boolean("is_active").notNull().default(true),
});

export const providerContacts = pgTable(
  "provider_contacts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    website: text("website"),
    emailAddress: text("email_address"),
    domainName: text("domain_name"),
    organization: text("organization"),
    country: text("country"),
    state: text("state"),
    city: text("city"),
    postalCode: text("postal_code"),
    street: text("street"),
    confidenceScore: integer("confidence_score"),
    type: text("type"),
    numberOfSources: integer("number_of_sources"),
    pattern: text("pattern"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    department: text("department"),
    position: text("position"),
    positionRaw: text("position_raw"),
    twitterHandle: text("twitter_handle"),
    linkedinUrl: text("linkedin_url"),
    phoneNumber: text("phone_number"),
    companyType: text("company_type"),
    industry: text("industry"),
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
    lastContactDate: date("last_contact_date"),
    createdAt: createdAt(),
  },
  (t) => [index("provider_contacts_listing_id_idx").on(t.listingId)],
);

export const autismProducts = pgTable(
  "autism_products",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    description: text("description"),
    /** Spanish name and description; null: the Spanish page shows the English text, marked lang="en". */
    nameEs: text("name_es"),
    descriptionEs: text("description_es"),
    imageUrl: text("image_url"),
    affiliateLink: text("affiliate_link").notNull(),
    price: numeric("price", { precision: 10, scale: 2 }),
    category: text("category"),
    ageRange: text("age_range"),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("autism_products_active_sort_idx").on(t.isActive, t.sortOrder)],
);

/** Small key/value facts about this installation (for example, whether demo data is loaded). */
export const appState = pgTable("app_state", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});
