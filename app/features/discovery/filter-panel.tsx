import { SlidersHorizontal } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { CARE_SETTINGS, FUNDING_SOURCES, SERVICES, SERVICE_LANGUAGES } from "@domain/services.ts";
import { FILTERABLE_TIERS } from "@domain/tiers.ts";
import { US_STATES, stateByCode, stateSlug } from "@domain/states.ts";
import { Button, buttonClasses } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Select } from "~/components/ui/select.tsx";
import { useHydrated } from "~/components/use-hydrated.ts";
import { serviceLabel } from "~/components/service-label.ts";
import { useT, type MessageKey } from "~/i18n/index.tsx";
import { SEARCH_MAX_LENGTH } from "~/features/discovery/search-hero.tsx";
import {
  FILTER_FORM_ID,
  formQuery,
  keepLocationHref,
  type FilterValues,
} from "../../components/listings/filter-values.ts";
import type { InsuranceOption } from "../../components/listings/types.ts";
import { gateStateChoice } from "~/lib/state-choice.ts";
import { NearMeButton } from "./near-me.tsx";

/** Spec section 9: a filter change applies 300 ms after the last one. */
const FILTER_DEBOUNCE_MS = 300;

/**
 * Applies the filter form without a full reload (replace, debounced) and keeps its inputs in
 * step with the address: after a navigation the form did not make (Clear filters, Back), it is
 * rebuilt from the loader's values.
 */
function useFilterForm(action: string, dropKeys: readonly string[]) {
  const navigate = useNavigate();
  const location = useLocation();
  const current = location.search.replace(/^\?/, "");
  const [sync, setSync] = useState({ seen: current, submitted: null as string | null, key: 0 });
  if (sync.seen !== current) {
    setSync((s) => ({ seen: current, submitted: s.submitted, key: current === s.submitted ? s.key : s.key + 1 }));
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submitNow = useCallback(
    (form: HTMLFormElement) => {
      clearTimeout(timer.current);
      const params = new URLSearchParams(formQuery(form));
      for (const k of dropKeys) params.delete(k);
      const qs = params.toString();
      setSync((s) => ({ ...s, submitted: qs }));
      void navigate(qs ? `${action}?${qs}` : action, { replace: true, preventScrollReset: true });
    },
    [action, navigate, dropKeys],
  );
  const schedule = useCallback(
    (form: HTMLFormElement) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => submitNow(form), FILTER_DEBOUNCE_MS);
    },
    [submitNow],
  );
  return { formKey: sync.key, submitNow, schedule };
}

const NAVIGATE_DROP = ["state"] as const;
const NO_DROP = [] as const;

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

/**
 * Spec "Filter panel": one GET form, so every filter works without JavaScript; with it, a
 * change applies 300 ms later without a reload. A sidebar from 1024px, a disclosure below.
 */
export function FilterPanel({ action, values, insurances, stateMode, clearHref, allStatesHref }: FilterPanelProps) {
  const t = useT();
  const navigate = useNavigate();
  // On state and city pages the state select opens another page; it is not a filter there.
  const { formKey, submitNow, schedule } = useFilterForm(action, stateMode === "navigate" ? NAVIGATE_DROP : NO_DROP);
  const [distance, setDistance] = useState(values.distance);
  const [open, setOpen] = useState(true);
  const nonce = (useRouteLoaderData("root") as { nonce?: string } | undefined)?.nonce;
  const [seenDistance, setSeenDistance] = useState(values.distance);
  if (seenDistance !== values.distance) {
    setSeenDistance(values.distance);
    setDistance(values.distance);
  }

  // Below 1024px the filters start collapsed once JavaScript runs (without it they stay open;
  // FoldOnNarrowScreens folds them before the first paint); from 1024px they are a sidebar
  // without a toggle, so they must be open there.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 64rem)");
    const id = requestAnimationFrame(() => {
      if (!wide.matches) setOpen(false);
    });
    const onChange = () => {
      if (wide.matches) setOpen(true);
    };
    wide.addEventListener("change", onChange);
    return () => {
      cancelAnimationFrame(id);
      wide.removeEventListener("change", onChange);
    };
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitNow(event.currentTarget);
  };

  const distanceText = (v: number) =>
    v === 0 ? t("filters.distanceAny") : v >= 150 ? t("filters.distanceAll") : t.plural("filters.within", v);

  const stateValue =
    stateMode === "navigate" ? (values.state ? stateSlug(stateByCode(values.state)!) : "all") : values.state;

  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    const select = form?.querySelector<HTMLSelectElement>('select[name="state"]');
    if (!form || !select) return;
    return gateStateChoice(select, {
      pageFor: (value) => {
        if (stateMode === "filter") return allStatesHref && value === "" ? allStatesHref : null;
        return keepLocationHref(value === "all" ? "/" : `/${value}`, values);
      },
      open: (href) => {
        // The new page's State select takes the focus back from the keyboard user who chose.
        const refocus = () =>
          document.querySelector<HTMLSelectElement>(`#${FILTER_FORM_ID} select[name="state"]`)?.focus();
        void Promise.resolve(navigate(href)).then(refocus);
      },
      status: form.querySelector<HTMLElement>("[data-state-pending]"),
      pendingText: (label) => t("filters.statePending", { state: label }),
    });
  }, [formKey, stateMode, allStatesHref, values, navigate, t]);

  // The search box and Near Me stay visible on a phone; only the rest folds into "Filters".
  // Folded fields still belong to the form, so they submit with it.
  return (
    <form
      key={formKey}
      ref={formRef}
      id={FILTER_FORM_ID}
      method="get"
      action={action}
      onSubmit={onSubmit}
      onChange={(e) => {
        const target = e.target as HTMLElement;
        if (target.getAttribute("name") === "state" && (stateMode === "navigate" || allStatesHref)) return;
        schedule(e.currentTarget);
      }}
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

      <details
        open={open}
        onToggle={(e) => setOpen(e.currentTarget.open)}
        className="group border-t border-border lg:border-t-0"
        data-tour="filters"
      >
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold lg:hidden">
          <span className="flex items-center gap-2">
            <SlidersHorizontal aria-hidden="true" className="size-5" />
            {t("filters.title")}
          </span>
          <span aria-hidden="true" className="text-fg-muted group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="flex flex-col gap-6 p-4">
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
                {distanceText(distance)}
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
              value={distance}
              onChange={(e) => setDistance(Number(e.currentTarget.value))}
              aria-valuetext={distanceText(distance)}
              className="range-native"
            />
          </div>

          <CheckboxGroup
            legend={t("filters.services")}
            name="services"
            options={SERVICES.map((s) => ({ value: s, label: serviceLabel(t, s) }))}
            selected={values.services}
          />

          <Select
            name="state"
            label={t("filters.state")}
            defaultValue={stateValue}
            // A choice that opens a page stops at the select (gateStateChoice, wired above); one that
            // filters this page reaches here.
            onChange={(e) => {
              if (allStatesHref) schedule(e.currentTarget.form!);
            }}
          >
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

          <div className="flex flex-col gap-2">
            <Button type="submit">{t("filters.apply")}</Button>
            <Link to={clearHref} className={buttonClasses({ variant: "ghost" })}>
              {t("filters.clear")}
            </Link>
          </div>
        </div>
      </details>
      <FoldOnNarrowScreens nonce={nonce} />
    </form>
  );
}

/** The sort selector beside the results; it belongs to the filter form (form attribute). */
export function SortSelect({ value, hasLocation }: { value: string; hasLocation: boolean }) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <div className="flex items-end gap-2">
      <Select
        name="sort"
        form={FILTER_FORM_ID}
        label={t("sort.label")}
        defaultValue={value}
        className="min-w-52"
        onChange={(e) => {
          const form = document.getElementById(FILTER_FORM_ID);
          if (form instanceof HTMLFormElement) form.requestSubmit();
          void e;
        }}
        options={[
          { value: "relevance", label: t("sort.relevance") },
          ...(hasLocation ? [{ value: "distance", label: t("sort.distance") }] : []),
          { value: "rating", label: t("sort.rating") },
          { value: "name", label: t("sort.name") },
        ]}
      />
      {hydrated ? null : (
        <button type="submit" form={FILTER_FORM_ID} className={buttonClasses({ variant: "secondary" })}>
          {t("sort.apply")}
        </button>
      )}
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
