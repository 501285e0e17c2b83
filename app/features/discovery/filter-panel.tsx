import { SlidersHorizontal } from "~/components/icons.tsx";
import { useRouteLoaderData } from "react-router";
import { Link } from "~/components/link.tsx";
import { CARE_SETTINGS, FUNDING_SOURCES, SERVICES, SERVICE_LANGUAGES } from "@domain/services.ts";
import { FILTERABLE_TIERS } from "@domain/tiers.ts";
import { FACT_LIFETIME_DAYS, START_WITHIN, startWithinWeeks } from "@domain/fact-freshness.ts";
import { US_STATES, stateByCode, stateSlug } from "@domain/states.ts";
import { Button, buttonClasses } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Select } from "~/components/ui/select.tsx";
import { serviceLabel } from "~/components/service-label.ts";
import { useT, type MessageKey } from "~/i18n/index.tsx";
import { SEARCH_MAX_LENGTH } from "~/features/discovery/search-hero.tsx";
import { FILTER_FORM_ID, type FilterValues } from "../../components/listings/filter-values.ts";
import type { InsuranceOption } from "../../components/listings/types.ts";
import { NearMeButton } from "./near-me.tsx";
import { KeptElement } from "~/components/kept-markup.tsx";

export interface FilterPanelProps {
  /** Where the form submits (the current page). */
  action: string;
  values: FilterValues;
  insurances: readonly InsuranceOption[];
  /** "filter": the state select filters this page; "navigate": it opens that state's page (All States opens /). */
  stateMode: "filter" | "navigate";
  /** Clear filters: keeps the state and the location. */
  clearHref: string;
  /**
   * Where choosing All States leads when the state is a filter: /search sends it to the home
   * page (spec "Filter panel"); elsewhere the choice just clears the filter.
   */
  allStatesHref?: string;
}

function CheckboxGroup({
  legend,
  name,
  options,
  selected,
  scroll,
  hint,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  selected: readonly string[];
  scroll?: boolean;
  /** How ticked options combine, under the legend (read with the group). */
  hint?: string;
}) {
  const hintId = hint ? `filter-${name}-hint` : undefined;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-2 mb-1 text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
      <div
        className={scroll ? "flex max-h-48 flex-col gap-2 overflow-y-auto pe-1 scrollbar-thin" : "flex flex-col gap-2"}
      >
        {options.map((o) => (
          <Checkbox
            key={o.value}
            name={name}
            value={o.value}
            label={o.label}
            defaultChecked={selected.includes(o.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The 52 state options do not depend on the language or the request: built once, not per render. */
const STATE_OPTIONS = {
  navigate: US_STATES.map((s) => (
    <option key={s.code} value={stateSlug(s)}>
      {s.name}
    </option>
  )),
  filter: US_STATES.map((s) => (
    <option key={s.code} value={s.code}>
      {s.name}
    </option>
  )),
} as const;

const TIER_KEYS: Record<(typeof FILTERABLE_TIERS)[number], MessageKey> = {
  basic: "tier.basic",
  premium: "tier.premium",
  featured: "tier.featured",
};

/** What the fields under the search box show: the form's values but the search box's and the sort (a select beside the results). */
type FilterChoices = Omit<FilterValues, "query" | "lat" | "lng" | "sort">;

/**
 * The folding part of the filter panel: every filter but the search box. Plain data in, markup
 * out: on a script-free page its markup is kept per language and props, so nothing in it depends
 * on the page's address (the buttons below it link to the page, and stay outside).
 */
function FilterFields({
  values,
  insurances,
  stateMode,
}: {
  values: FilterChoices;
  insurances: readonly InsuranceOption[];
  stateMode: FilterPanelProps["stateMode"];
}) {
  const t = useT();

  const distanceText = (v: number) =>
    v === 0 ? t("filters.distanceAny") : v >= 150 ? t("filters.distanceAll") : t.plural("filters.within", v);

  const stateValue =
    stateMode === "navigate" ? (values.state ? stateSlug(stateByCode(values.state)!) : "all") : values.state;

  return (
    <>
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor={`${FILTER_FORM_ID}-distance`} className="text-sm font-semibold">
            {t("filters.distance")}
          </label>
          <output
            htmlFor={`${FILTER_FORM_ID}-distance`}
            aria-hidden="true"
            className="text-sm text-fg-muted tabular-nums"
          >
            {distanceText(values.distance)}
          </output>
        </div>
        {/* A native range: it submits without JavaScript and keeps the first-load bundle small. */}
        <input
          id={`${FILTER_FORM_ID}-distance`}
          type="range"
          name="distance"
          min={0}
          max={150}
          step={1}
          defaultValue={values.distance}
          aria-valuetext={distanceText(values.distance)}
          className="range-native"
        />
      </div>

      <CheckboxGroup
        legend={t("filters.services")}
        name="services"
        options={SERVICES.map((s) => ({ value: s, label: serviceLabel(t, s) }))}
        selected={values.services}
      />

      <Select name="state" label={t("filters.state")} defaultValue={stateValue}>
        <option value={stateMode === "navigate" ? "all" : ""}>{t("filters.allStates")}</option>
        {STATE_OPTIONS[stateMode]}
      </Select>
      <p data-state-pending aria-live="polite" className="sr-only -mt-4 text-sm text-fg-muted" />

      <CheckboxGroup
        legend={t("filters.insurance")}
        name="insurances"
        options={insurances.map((i) => ({ value: i.name, label: i.displayName }))}
        selected={values.insurances}
        scroll
      />

      <CheckboxGroup
        legend={t("filters.listingType")}
        name="tier"
        options={FILTERABLE_TIERS.map((tier) => ({ value: tier, label: t(TIER_KEYS[tier]) }))}
        selected={values.tiers}
      />

      <Select
        name="rating"
        label={t("filters.rating")}
        defaultValue={values.rating ? String(values.rating) : ""}
        options={[
          { value: "", label: t("filters.ratingAny") },
          { value: "3", label: t("filters.ratingMin", { rating: "3.0" }) },
          { value: "4", label: t("filters.ratingMin", { rating: "4.0" }) },
          { value: "4.5", label: t("filters.ratingMin", { rating: "4.5" }) },
        ]}
      />

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">{t("filters.intake")}</legend>
        <Checkbox name="accepting" value="true" label={t("filters.accepting")} defaultChecked={values.accepting} />
        <Select
          name="start"
          label={t("filters.startWithin")}
          description={t("filters.startHelp", { days: FACT_LIFETIME_DAYS.intake })}
          defaultValue={values.startWithin}
          options={[
            { value: "", label: t("filters.startAny") },
            ...START_WITHIN.map((choice) => ({
              value: choice,
              label:
                choice === "now" ? t("filters.startNow") : t.plural("filters.startWeeks", startWithinWeeks(choice)),
            })),
          ]}
        />
      </fieldset>

      <Select
        name="age"
        label={t("filters.age")}
        defaultValue={values.age === null ? "" : String(values.age)}
        options={[
          { value: "", label: t("filters.ageAny") },
          ...Array.from({ length: 22 }, (_, n) => ({
            value: String(n),
            label: n === 0 ? t("filters.ageUnder1") : t.plural("filters.ageYears", n),
          })),
        ]}
      />

      <CheckboxGroup
        legend={t("filters.setting")}
        name="setting"
        options={CARE_SETTINGS.map((s) => ({ value: s, label: t(`setting.${s}`) }))}
        selected={values.settings}
      />

      <CheckboxGroup
        legend={t("filters.language")}
        name="language"
        options={SERVICE_LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
        selected={values.languages}
        scroll
      />

      <CheckboxGroup
        legend={t("filters.funding")}
        name="funding"
        options={FUNDING_SOURCES.map((f) => ({ value: f, label: t(`funding.${f}`) }))}
        selected={values.funding}
        // Ticked sources match either (any of them), like the insurers and the other lists.
        hint={t("filters.fundingHint")}
      />

      <Select
        name="provider_kind"
        label={t("filters.providerKind")}
        description={t("filters.providerKindHelp")}
        defaultValue={values.providerKind}
        options={[
          { value: "", label: t("filters.providerKindAny") },
          { value: "organization", label: t("filters.providerKindOrganization") },
          { value: "independent_practitioner", label: t("filters.providerKindIndependent") },
        ]}
      />
    </>
  );
}

/**
 * Spec "Filter panel": one GET form, so every filter works without JavaScript. It is only ever
 * server markup: the pages that show it are script-free (ADR 0016), and the results island
 * applies a change 300 ms later without a reload, folds it on a phone, shows the distance and
 * gates the state select (app/islands/results.ts). A sidebar from 1024px, a disclosure below.
 */
export function FilterPanel({ action, values, insurances, stateMode, clearHref, allStatesHref }: FilterPanelProps) {
  const t = useT();
  const nonce = (useRouteLoaderData("root") as { nonce?: string } | undefined)?.nonce;

  // The fields under the search box, kept as markup per language and choices (kept-markup.tsx).
  const { query: _searchBox, lat: _lat, lng: _lng, sort: _sortSelect, ...choices } = values;

  // The search box and Near Me stay visible on a phone; only the rest folds into "Filters".
  // Folded fields still belong to the form, so they submit with it.
  return (
    <form
      id={FILTER_FORM_ID}
      method="get"
      action={action}
      aria-labelledby={`${FILTER_FORM_ID}-title`}
      className="rounded-xl border border-border bg-surface lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:w-72 lg:shrink-0 lg:overflow-y-auto lg:overscroll-contain"
      data-filter-panel
      // What the state select does, for the results island of a script-free page (ADR 0016).
      data-state-mode={stateMode}
      data-all-states-href={allStatesHref}
    >
      <h2 id={`${FILTER_FORM_ID}-title`} className="sr-only px-4 pt-4 text-lg font-bold lg:not-sr-only lg:block">
        {t("filters.title")}
      </h2>
      {values.lat !== null && values.lng !== null ? (
        <>
          <input type="hidden" name="lat" value={String(values.lat)} />
          <input type="hidden" name="lng" value={String(values.lng)} />
        </>
      ) : null}

      <div className="flex flex-col gap-3 p-4 pb-2 lg:pb-0" data-filter-search>
        <Input
          name="query"
          type="search"
          label={t("filters.location")}
          description={values.lat !== null ? t("filters.usingLocation") : undefined}
          placeholder={t("filters.searchPlaceholder")}
          maxLength={SEARCH_MAX_LENGTH}
          defaultValue={values.query}
          autoComplete="postal-code"
          enterKeyHint="search"
        />
        <NearMeButton className="w-full" />
      </div>

      <details open className="group border-t border-border lg:border-t-0" data-tour="filters">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold lg:hidden">
          <span className="flex items-center gap-2">
            <SlidersHorizontal aria-hidden="true" className="size-5" />
            {t("filters.title")}
          </span>
          <span aria-hidden="true" className="text-fg-muted group-open:rotate-180">
            ▾
          </span>
        </summary>
        <KeptElement
          tag="div"
          attributes={{ className: "flex flex-col gap-6 px-4 pt-4" }}
          idPrefix={`${FILTER_FORM_ID}-`}
          Content={FilterFields}
          props={{ values: choices, insurances, stateMode }}
        />
        {/* pt-6: the fields' gap before the buttons, as when they shared one column. */}
        <div className="flex flex-col gap-2 px-4 pt-6 pb-4">
          <Button type="submit">{t("filters.apply")}</Button>
          <Link to={clearHref} className={buttonClasses({ variant: "ghost" })}>
            {t("filters.clear")}
          </Link>
        </div>
      </details>
      <FoldOnNarrowScreens nonce={nonce} />
    </form>
  );
}

/** The sort selector beside the results; it belongs to the filter form (form attribute). */
export function SortSelect({ value, hasLocation }: { value: string; hasLocation: boolean }) {
  const t = useT();
  return (
    <div className="flex items-end gap-2">
      <Select
        name="sort"
        form={FILTER_FORM_ID}
        label={t("sort.label")}
        defaultValue={value}
        className="min-w-52"
        options={[
          { value: "relevance", label: t("sort.relevance") },
          ...(hasLocation ? [{ value: "distance", label: t("sort.distance") }] : []),
          { value: "rating", label: t("sort.rating") },
          { value: "name", label: t("sort.name") },
        ]}
      />
      <button type="submit" form={FILTER_FORM_ID} className={buttonClasses({ variant: "secondary" })}>
        {t("sort.apply")}
      </button>
    </div>
  );
}

/**
 * Folds the filters on a narrow screen as soon as the parser reaches them, before the first
 * paint, instead of after hydration: folding them then moved the whole result list up (a layout
 * shift of 0.36 on a phone, issue 14). Without JavaScript it does not run and they stay open.
 */
function FoldOnNarrowScreens({ nonce }: { nonce: string | undefined }) {
  return (
    <script
      nonce={nonce}
      // Static text, so a cached page's hash-based CSP (ADR 0014) allows it as well.
      dangerouslySetInnerHTML={{
        __html: `(function(d){if(d&&d.tagName==="DETAILS"&&!matchMedia("(min-width: 64rem)").matches)d.open=false})(document.currentScript.previousElementSibling)`,
      }}
    />
  );
}
