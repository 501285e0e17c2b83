/**
 * The job board's rules, shared by the pages and the server (issue 12): the choices, the 60-day
 * lifetime, the job address, and reading the posting form and the search from untrusted values.
 */
import type { Result } from "./result.ts";
import { slugify } from "./slug.ts";

export const JOB_ROLES = ["bcba", "bcaba", "rbt", "clinical_director", "other"] as const;
export type JobRole = (typeof JOB_ROLES)[number];

export const EMPLOYMENT_TYPES = ["full_time", "part_time", "contract", "per_diem", "internship"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const PAY_UNITS = ["hour", "year"] as const;
type PayUnit = (typeof PAY_UNITS)[number];

/** A posting is public for 60 days after it is posted or renewed. */
const JOB_LIFETIME_DAYS = 60;
const DAY_MS = 86_400_000;

export function jobExpiry(postedAt: Date): Date {
  return new Date(postedAt.getTime() + JOB_LIFETIME_DAYS * DAY_MS);
}

export const JOB_LIMITS = { title: 120, description: 5000, requirements: 3000, salary: 200, url: 500 } as const;
export const JOBS_PER_PAGE = 20;
export const JOB_RADII = [10, 25, 50, 100] as const;
const DEFAULT_JOB_RADIUS = 25;
/** Yearly pay floors offered by the search form (hourly pay counts × 2080). */
export const PAY_FLOORS = [30000, 40000, 50000, 60000, 80000, 100000] as const;

/** /jobs/{id}-{slug}; the id alone finds the job, the slug is for people. */
export function jobUrl(job: { id: number; title: string }): string {
  const slug = slugify(job.title);
  return slug ? `/jobs/${job.id}-${slug}` : `/jobs/${job.id}`;
}

/** The id at the front of a /jobs/{id}-{slug} segment, or null. */
export function jobIdFromSegment(segment: string | undefined): number | null {
  const match = /^(\d{1,9})(?:-|$)/.exec(segment ?? "");
  return match ? Number(match[1]) : null;
}

export interface JobFields {
  title: string;
  description: string;
  requirements: string;
  salary: string | null;
  applicationUrl: string | null;
  role: JobRole;
  employmentType: EmploymentType;
  payMin: number | null;
  payMax: number | null;
  payUnit: PayUnit;
}

export type JobFieldError =
  "required" | "too_long" | "value_invalid" | "website_invalid" | "number_invalid" | "job_pay_order";
export type JobValues = Record<string, string | string[] | undefined>;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

function pay(value: string): number | null | undefined {
  if (value === "") return null;
  const cleaned = value.replace(/[$,\s]/g, "");
  if (!/^\d{1,7}$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** The posting form: the fields, or one error code per wrong field. */
export function readJobForm(values: JobValues): Result<JobFields, Partial<Record<keyof JobFields, JobFieldError>>> {
  const errors: Partial<Record<keyof JobFields, JobFieldError>> = {};
  const title = text(values.title);
  const description = text(values.description);
  const requirements = text(values.requirements);
  const salary = text(values.salary);
  const applicationUrl = text(values.applicationUrl);
  const role = text(values.role);
  const employmentType = text(values.employmentType);
  const payUnit = text(values.payUnit) || "year";
  const longText = { title, description, requirements, salary } as const;
  for (const [name, value] of Object.entries(longText) as [keyof typeof longText, string][]) {
    if (!value && name !== "salary") errors[name] = "required";
    else if (value.length > JOB_LIMITS[name]) errors[name] = "too_long";
  }
  if (
    applicationUrl &&
    (!/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(applicationUrl) || applicationUrl.length > JOB_LIMITS.url)
  )
    errors.applicationUrl = "website_invalid";
  if (!isOneOf(JOB_ROLES, role)) errors.role = role ? "value_invalid" : "required";
  if (!isOneOf(EMPLOYMENT_TYPES, employmentType)) errors.employmentType = employmentType ? "value_invalid" : "required";
  if (!isOneOf(PAY_UNITS, payUnit)) errors.payUnit = "value_invalid";
  const payMin = pay(text(values.payMin));
  const payMax = pay(text(values.payMax));
  if (payMin === undefined) errors.payMin = "number_invalid";
  if (payMax === undefined) errors.payMax = "number_invalid";
  if (payMin != null && payMax != null && payMin > payMax) errors.payMax = "job_pay_order";
  if (Object.keys(errors).length > 0) return { ok: false, error: errors };
  return {
    ok: true,
    value: {
      title,
      description,
      requirements,
      salary: salary || null,
      applicationUrl: applicationUrl || null,
      role: role as JobRole,
      employmentType: employmentType as EmploymentType,
      payMin: payMin ?? null,
      payMax: payMax ?? null,
      payUnit: payUnit as PayUnit,
    },
  };
}

export interface JobSearch {
  keyword: string;
  place: string;
  radius: number;
  role: JobRole | null;
  employmentType: EmploymentType | null;
  payAtLeast: number | null;
  sort: "newest" | "nearest";
  page: number;
}

/** The search from the address's query; anything unknown falls back to "any". */
export function readJobSearch(params: URLSearchParams): JobSearch {
  const get = (name: string) => (params.get(name) ?? "").trim();
  const radius = Number(get("radius"));
  const role = get("role");
  const type = get("type");
  const payAtLeast = Number(get("pay"));
  const page = Number(get("page"));
  return {
    keyword: get("q").slice(0, 100),
    place: get("place").slice(0, 100),
    radius: (JOB_RADII as readonly number[]).includes(radius) ? radius : DEFAULT_JOB_RADIUS,
    role: isOneOf(JOB_ROLES, role) ? role : null,
    employmentType: isOneOf(EMPLOYMENT_TYPES, type) ? type : null,
    payAtLeast: (PAY_FLOORS as readonly number[]).includes(payAtLeast) ? payAtLeast : null,
    sort: get("sort") === "nearest" ? "nearest" : "newest",
    page: Number.isSafeInteger(page) && page >= 1 && page <= 500 ? page : 1,
  };
}

/** The query string of a search (page 1 and defaults left out), for links and pagination. */
export function jobSearchQuery(search: JobSearch, page = search.page): string {
  const params = new URLSearchParams();
  if (search.keyword) params.set("q", search.keyword);
  if (search.place) params.set("place", search.place);
  if (search.place && search.radius !== DEFAULT_JOB_RADIUS) params.set("radius", String(search.radius));
  if (search.role) params.set("role", search.role);
  if (search.employmentType) params.set("type", search.employmentType);
  if (search.payAtLeast) params.set("pay", String(search.payAtLeast));
  if (search.sort !== "newest") params.set("sort", search.sort);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
