import { ExternalLink, ShieldAlert, X } from "~/components/icons.tsx";
import type { ChangeEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/autism-sensory-products";
import { Callout } from "~/features/content/callout.tsx";
import { DatedLine } from "~/components/page/dated-line.tsx";
import { formatUsd } from "~/components/page/format.ts";
import { PageHeader } from "~/components/page/page-header.tsx";
import { pageMeta } from "~/components/page/page-meta.ts";
import { PRODUCT_PLACEHOLDER_SRC } from "~/features/content/product-placeholder.ts";
import { RichText } from "~/components/page/rich-text.tsx";
import { SourceList } from "~/features/content/source-list.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { Button, buttonClasses } from "~/components/ui/button.tsx";
import { Card } from "~/components/ui/card.tsx";
import { Select } from "~/components/ui/select.tsx";
import { contentPageData } from "~/features/content/page-data.server.ts";
import type { ProductsContent, SafetyNote } from "~/features/content/data/products.ts";
import { useI18n, type I18nHandle, type MessageKey, type Translate } from "~/i18n/index.tsx";
import { AGE_BANDS, parseAgeRange } from "@domain/product-age-range.ts";
import { listProducts } from "@server/products/list-products.server.ts";
import { PRODUCT_SORTS, parseProductFilters } from "@domain/product-params.ts";

// Server modules are used in the loader only; the component gets what it needs as loader data.
import { printStylesheet } from "~/features/content/print-styles.ts";
import { routeMessages } from "~/i18n/messages.server.ts";

export const links: Route.LinksFunction = () => [printStylesheet];

export const handle: I18nHandle = { i18n: ["content", "productCategory"] };

/** How a stored age range ("3+", "6-12", "Teens & adults") reads in the page's language. */
function ageLabel(raw: string | null, ages: ProductsContent["ages"]): string | null {
  const text = raw?.trim();
  if (!text) return null;
  if (/^all ages?$/i.test(text)) return ages.all;
  if (/\bteens?\b/i.test(text)) return ages.teens;
  if (/^adults?$/i.test(text)) return ages.adults;
  const span = parseAgeRange(text);
  if (!span) return text;
  if (span.max === Infinity) return ages.plus.replace("{min}", String(span.min));
  return ages.range.replace("{min}", String(span.min)).replace("{max}", String(span.max));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = contentPageData("products", request, context, "/autism-sensory-products");
  const filters = parseProductFilters(new URL(request.url).searchParams);
  const list = await listProducts(context, filters, page.locale);
  const notes = page.content.safety.notes;
  return {
    ...page,
    i18n: routeMessages(request, handle.i18n),
    filters,
    ageBands: AGE_BANDS,
    sorts: PRODUCT_SORTS,
    total: list.total,
    categories: list.categories,
    products: list.products.map((p) => ({
      ...p,
      ageLabel: ageLabel(p.ageRange, page.content.ages),
      hasSafetyNote: Boolean(p.category && notes[p.category]),
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}

/** Translated category name; a category without a translation is shown from its key. */
function categoryLabel(t: Translate, category: string): string {
  const key = `productCategory.${category}` as MessageKey;
  const label = t(key);
  if (label !== key) return label;
  const words = category.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function SafetyNoteView({ id, note, headingLevel }: { id?: string; note: SafetyNote; headingLevel: 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h3";
  return (
    <div id={id} className="scroll-mt-24">
      <Heading className="text-lg font-semibold">{note.title}</Heading>
      <ul className="mt-2 flex list-disc flex-col gap-1.5 ps-6 leading-7 marker:text-fg-muted">
        {note.points.map((point) => (
          <li key={point}>
            <RichText text={point} />
          </li>
        ))}
      </ul>
      <SourceList sources={note.sources} headingLevel={4} className="mt-3" />
    </div>
  );
}

export default function SensoryProducts({ loaderData }: Route.ComponentProps) {
  const { content, filters, products, categories, total, ageBands, sorts } = loaderData;
  const { t } = useI18n();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/autism-sensory-products";
  const filtered = filters.category !== null || filters.age !== null;
  const selectedNote = filters.category ? content.safety.notes[filters.category] : undefined;
  const noteCategories = categories.length
    ? categories.filter((c) => content.safety.notes[c])
    : Object.keys(content.safety.notes);

  // With JavaScript, a change submits at once (without empty or default values in the address).
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string" && value !== "" && !(name === "sort" && value === "featured"))
        params.set(name, value);
    }
    submit(params, { method: "get", action: "/autism-sensory-products", preventScrollReset: true, replace: true });
  };

  const countText =
    products.length === 1
      ? content.results.countOne.replace("{total}", String(total))
      : content.results.count.replace("{shown}", String(products.length)).replace("{total}", String(total));

  return (
    <main id="main" tabIndex={-1} className="page-container py-10 focus:outline-none sm:py-14">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <PageHeader eyebrow={content.eyebrow} title={content.heading} lead={content.lead}>
          <DatedLine date={content.lastReviewed} />
        </PageHeader>
        <Callout title={content.disclosureTitle} titleLevel={2}>
          <p data-affiliate-disclosure>{content.disclosure}</p>
        </Callout>
      </div>

      <section aria-labelledby="filters-heading" className="mt-10 print:hidden">
        <h2 id="filters-heading" className="sr-only">
          {content.filters.heading}
        </h2>
        <Form
          method="get"
          action="/autism-sensory-products"
          preventScrollReset
          className="grid gap-4 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
        >
          <Select
            name="category"
            label={content.filters.category}
            placeholderOption={content.filters.allCategories}
            defaultValue={filters.category ?? ""}
            onChange={onChange}
            options={categories.map((c) => ({ value: c, label: categoryLabel(t, c) }))}
          />
          <Select
            name="age"
            label={content.filters.age}
            placeholderOption={content.filters.anyAge}
            defaultValue={filters.age ?? ""}
            onChange={onChange}
            options={ageBands.map((band) => ({ value: band, label: content.filters.ageBands[band] }))}
          />
          <Select
            name="sort"
            label={content.filters.sort}
            defaultValue={filters.sort}
            onChange={onChange}
            options={sorts.map((sort) => ({ value: sort, label: content.filters.sorts[sort] }))}
          />
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
            <Button type="submit">{content.filters.apply}</Button>
            {filtered ? (
              <Link
                to="/autism-sensory-products"
                preventScrollReset
                className={buttonClasses({ variant: "ghost", className: "text-link" })}
              >
                <X aria-hidden="true" />
                {content.filters.clear}
              </Link>
            ) : null}
          </div>
        </Form>
      </section>

      <section aria-labelledby="results-heading" className="mt-8" aria-busy={busy || undefined}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="results-heading" className="text-2xl font-bold tracking-tight">
            {content.results.heading}
          </h2>
          <p aria-live="polite" aria-atomic="true" className="text-fg-muted" data-result-count>
            {countText}
          </p>
        </div>

        {selectedNote ? (
          <Callout tone="warning" className="mt-4" title={content.safety.selectedHeading} titleLevel={3}>
            <ul className="flex list-disc flex-col gap-1.5 ps-5 leading-7">
              {selectedNote.points.map((point) => (
                <li key={point}>
                  <RichText text={point} />
                </li>
              ))}
            </ul>
          </Callout>
        ) : null}

        {products.length === 0 ? (
          <div
            className="mt-6 rounded-xl border border-dashed border-border-strong bg-surface p-8 text-center"
            data-empty-state
          >
            <p className="text-lg font-semibold">
              {total === 0 ? content.results.catalogueEmpty : content.results.emptyTitle}
            </p>
            {total > 0 ? (
              <>
                <p className="mt-2 text-fg-muted">{content.results.emptyText}</p>
                <p className="mt-4">
                  <Link to="/autism-sensory-products" className={buttonClasses({ variant: "secondary" })}>
                    {content.filters.clear}
                  </Link>
                </p>
              </>
            ) : null}
          </div>
        ) : (
          <ul role="list" className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {products.map((product) => (
              <li key={product.id} data-product={product.id}>
                <Card className="flex h-full flex-col overflow-hidden">
                  <article aria-labelledby={`product-${product.id}`} className="flex h-full flex-col">
                    <div className="relative aspect-[4/3] bg-surface-2">
                      <img
                        src={PRODUCT_PLACEHOLDER_SRC}
                        alt=""
                        width={120}
                        height={90}
                        className="absolute inset-0 m-auto h-1/2 w-1/2"
                        data-placeholder={product.imageUrl ? undefined : ""}
                      />
                      {product.imageUrl ? (
                        // A missing or blocked image with alt="" renders nothing, so the placeholder shows through.
                        <img
                          src={product.imageUrl}
                          alt=""
                          loading="lazy"
                          decoding="async"
                          width={400}
                          height={300}
                          className="absolute inset-0 size-full object-cover"
                        />
                      ) : null}
                    </div>
                    <div className="flex flex-1 flex-col gap-3 p-5">
                      {product.category ? (
                        <p>
                          <Badge variant="neutral">{categoryLabel(t, product.category)}</Badge>
                        </p>
                      ) : null}
                      {/* A product without Spanish text shows its English one, marked as English (WCAG 3.1.2). */}
                      <h3
                        id={`product-${product.id}`}
                        lang={product.nameLang ?? undefined}
                        className="text-lg leading-snug font-semibold"
                      >
                        {product.name}
                      </h3>
                      {product.description ? (
                        <p lang={product.descriptionLang ?? undefined} className="text-fg-muted">
                          {product.description}
                        </p>
                      ) : null}
                      <dl className="mt-auto grid grid-cols-2 gap-3 text-sm">
                        <div>
                          <dt className="text-fg-muted">{content.card.price}</dt>
                          <dd className="text-base font-semibold tabular-nums" data-price>
                            {product.price !== null ? formatUsd(product.price) : content.card.noPrice}
                          </dd>
                        </div>
                        {product.ageLabel ? (
                          <div>
                            <dt className="text-fg-muted">{content.card.ages}</dt>
                            <dd className="text-base font-semibold">{product.ageLabel}</dd>
                          </div>
                        ) : null}
                      </dl>
                      {product.hasSafetyNote && product.category ? (
                        <p className="text-sm">
                          <a
                            href={`#safety-${product.category}`}
                            className="link inline-flex items-center gap-1"
                            aria-label={`${content.card.safetyLink}: ${categoryLabel(t, product.category)}`}
                          >
                            <ShieldAlert aria-hidden="true" className="size-4" />
                            {content.card.safetyLink}
                          </a>
                        </p>
                      ) : null}
                      <a
                        href={product.affiliateLink}
                        target="_blank"
                        rel="sponsored nofollow noopener"
                        className={buttonClasses({ variant: "secondary", className: "w-full" })}
                        data-affiliate-link
                      >
                        {/* The link's name says which product, and keeps the name's own language (an
                            aria-label could not); the visible words come first in it. One text, so no
                            space is added before the colon. */}
                        <span aria-hidden="true">{content.card.view}</span>
                        <span className="sr-only">
                          {content.card.view}: <span lang={product.nameLang ?? undefined}>{product.name}</span> (
                          {t("content.opensInNewTab")})
                        </span>
                        <ExternalLink aria-hidden="true" />
                      </a>
                    </div>
                  </article>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section id="safety" aria-labelledby="safety-heading" className="mx-auto mt-14 max-w-3xl scroll-mt-24">
        <h2 id="safety-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {content.safety.heading}
        </h2>
        <p className="mt-3 leading-7">{content.safety.intro}</p>
        <ul className="mt-4 flex list-disc flex-col gap-1.5 ps-6 leading-7 marker:text-fg-muted">
          {content.safety.general.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-8">
          {noteCategories.map((category) => {
            const note = content.safety.notes[category];
            return note ? (
              <SafetyNoteView key={category} id={`safety-${category}`} note={note} headingLevel={3} />
            ) : null;
          })}
        </div>
      </section>
    </main>
  );
}
