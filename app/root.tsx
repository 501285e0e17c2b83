import {
  Links,
  useMatches,
  Meta,
  Outlet,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  redirect,
  createPath,
  useNavigation,
  useRevalidator,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { useEffect } from "react";
import { LANGUAGES, LOCALE_COOKIE, localeFromRequest } from "@domain/i18n/locale.ts";
import { LANGUAGE_STORAGE_KEY } from "./components/language-switcher.tsx";
import { RouteI18nProvider, useT } from "./i18n/index.tsx";
import { shellMessages } from "./i18n/messages.server.ts";
import { readCookie } from "@domain/cookies.ts";
import { THEME_COOKIE, THEME_STORAGE_KEY, isTheme } from "./lib/theme.ts";
import { PREFERENCE_FOCUS_COOKIE, parsePreferenceFocus, preferenceFocusCookie } from "./lib/preference-focus.ts";
import { PreferenceFocusProvider } from "./components/preference-focus.tsx";
import { RouteFocus } from "./components/route-focus.tsx";
import { AppShell } from "./components/app-shell.tsx";
import { isDemoDataLoaded } from "@server/site.server.ts";
import { PasswordChangeGuard, passwordChangeRedirect } from "./features/accounts/password-change.tsx";
import { savedState } from "./lib/page-data/saved-state.server.ts";
import { CompareTray } from "./components/community/compare-tray.tsx";
import { DeferredScripts } from "./components/deferred-scripts.tsx";
import { ScriptFreeLinks } from "./components/link.tsx";
import { usePageIsScriptFree, usePageIslands } from "./lib/page-scripts.ts";
import { documentNavigationsIntoScriptFreePages, isScriptFreePath } from "./lib/script-free-routes.ts";
import { islandScripts } from "./lib/islands.server.ts";
import { AFTER_FIRST_PAINT } from "./lib/after-first-paint.ts";
import { restoreTypedText } from "./lib/typed-before-hydration.ts";
import { HYDRATED_ISLANDS, SAVED_CHANGED_EVENT, type IslandName } from "./islands/entries.ts";
import { ISLAND_MESSAGES } from "./islands/messages.ts";
import { EARLY_INTERACTIONS } from "./islands/early-interactions.ts";
import { scriptJson } from "./lib/dom.ts";
import { matchedMessages, type PageMessages } from "./i18n/index.tsx";
import "./styles/app.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const cookie = request.headers.get("cookie");
  const locale = localeFromRequest(request);
  const themeCookie = readCookie(cookie, THEME_COOKIE);
  // The signed-in user for the header; a temporary password must be changed first (spec 4).
  const signedIn = await context.auth.user();
  const mustChange = passwordChangeRedirect(new URL(request.url).pathname, signedIn?.isPasswordTemporary ?? false);
  if (mustChange) throw redirect(mustChange);
  const user = signedIn
    ? {
        fullName: signedIn.fullName,
        username: signedIn.username,
        role: signedIn.role,
        requiresPasswordChange: signedIn.isPasswordTemporary,
      }
    : null;
  // The language or theme switch used before a plain form's redirect: it takes focus again, once.
  const preferenceFocus = parsePreferenceFocus(readCookie(cookie, PREFERENCE_FOCUS_COOKIE));
  const secure = new URL(request.url).protocol === "https:";
  const headers = preferenceFocus ? { "Set-Cookie": preferenceFocusCookie(null, secure) } : undefined;
  return data(
    {
      locale,
      theme: isTheme(themeCookie) ? themeCookie : "light",
      // The layout's texts only; each route loader sends its own namespaces (handle.i18n).
      messages: shellMessages(locale),
      demoData: await isDemoDataLoaded(context),
      nonce: context.cspNonce,
      user,
      // Hearts and the comparison tray (issue 12), rendered on the server.
      saved: await savedState(request, context),
      islands: islandScripts,
      mapTiles: { url: context.config.MAP_TILE_URL, attribution: context.config.MAP_TILE_ATTRIBUTION ?? null },
      // The footer's contact details and social links: only what the configuration gives.
      siteContact: context.config.siteContact,
      preferenceFocus,
    },
    { headers },
  );
}

/**
 * Revalidations under way because the saved island changed the favorites or the tray: the root
 * data is stale. A count, not a flag reset by shouldRevalidate: React Router may ask it more than
 * once for one revalidation.
 */
let savedChanges = 0;

/**
 * Language and theme change only through /preferences; other navigations reuse the root data,
 * except after the saved island changed the hearts or the tray (HydratedIslands below).
 */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (savedChanges > 0) return true;
  return formAction ? defaultShouldRevalidate : false;
}

// Applies a theme saved in localStorage when the cookie is missing, before first paint. It also
// mirrors a language chosen through the plain form (pages without React) into localStorage, as
// the React switcher does.
const themeScript = `try{var d=document.documentElement,t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(!/(^|; )${THEME_COOKIE}=/.test(document.cookie)&&(t==="dark"||t==="light")){d.classList.toggle("dark",t==="dark");d.style.colorScheme=t}var l=/(^|; )${LOCALE_COOKIE}=(${LANGUAGES.map((language) => language.code).join("|")})(;|$)/.exec(document.cookie);if(l&&localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})!==l[2])localStorage.setItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)},l[2])}catch(e){}`;

/**
 * Starts a script-free page's islands after its first paint (after-first-paint.ts), so their
 * requests are no part of the first paint on a slow link (ADR 0016). On a page with the results
 * island it notes, until they run, what the visitor changed and which script-only buttons they
 * pressed, for that island to replay (app/islands/early-interactions.ts): a filter set in that
 * second still applies.
 */
const islandLoader = (urls: string[], noteEarly: boolean) =>
  `(function(u){${noteEarly ? EARLY_INTERACTIONS : ""}${AFTER_FIRST_PAINT}afterPaint(function(){u.forEach(function(s){import(s).catch(function(e){console.warn("Island failed: "+s,e)})})})})(${JSON.stringify(urls)})`;

function islandMessages(islands: readonly IslandName[], messages: PageMessages): PageMessages {
  const keys = islands.flatMap((name) => ISLAND_MESSAGES[name]);
  return Object.fromEntries(keys.map((key) => [key, messages[key]])) as PageMessages;
}

/** The islands' texts as script JSON, by page messages (one object per page kind), language and islands. */
const islandTextsJson = new WeakMap<PageMessages, Map<string, string>>();

/** The same for every request of a page kind: made once, not for every page (issue 30 item 27). */
function islandTextsScript(locale: string | undefined, islands: readonly IslandName[], messages: PageMessages) {
  let byIslands = islandTextsJson.get(messages);
  if (!byIslands) islandTextsJson.set(messages, (byIslands = new Map()));
  const key = `${locale ?? ""} ${islands.join(" ")}`;
  let json = byIslands.get(key);
  if (json === undefined) {
    json = scriptJson({ locale, messages: islandMessages(islands, messages) });
    byIslands.set(key, json);
  }
  return json;
}

const NEEDS_SCRIPT_STYLE = "<style>[data-needs-script]{display:none!important}</style>";

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const scriptFree = usePageIsScriptFree();
  const islands = usePageIslands();
  // React never renders a script-free page in the browser (ScriptFreePagesAreDocuments below).
  const islandUrls = scriptFree && root ? islands.map((name) => root.islands[name]) : [];
  const matches = useMatches();
  // A hydrated page's islands (HydratedIslands) read their texts from the same script.
  const textsFor = scriptFree ? (islandUrls.length > 0 ? islands : []) : root ? HYDRATED_ISLANDS : [];
  const islandTexts = textsFor.length > 0 ? islandTextsScript(root?.locale, textsFor, matchedMessages(matches)) : null;
  // The app's code starts after the first paint (DeferredScripts): this marks the moment the page
  // became interactive, for anyone (and the browser tests) who must wait for it.
  useEffect(() => {
    restoreTypedText();
    document.documentElement.dataset.hydrated = "";
  }, []);
  const theme = root?.theme ?? "light";
  // A page without scripts is as interactive as it will be once it is parsed: marked from the start.
  const interactiveMark = scriptFree ? { "data-hydrated": "" } : {};
  return (
    // suppressHydrationWarning: the inline theme script may set the class from localStorage first.
    <html
      lang={root?.locale ?? "en"}
      className={theme === "dark" ? "dark" : undefined}
      style={{ colorScheme: theme }}
      {...interactiveMark}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script nonce={root?.nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
        {/* Controls that only work with JavaScript are in the HTML (no shift when it starts) and hidden without it. */}
        <noscript dangerouslySetInnerHTML={{ __html: NEEDS_SCRIPT_STYLE }} />
        <Meta />
        <Links nonce={root?.nonce} />
      </head>
      <body className="min-h-screen bg-bg text-fg antialiased">
        <ScriptFreeLinks scriptFree={scriptFree}>{children}</ScriptFreeLinks>
        {islandTexts ? (
          <>
            <script
              type="application/json"
              data-island-texts
              suppressHydrationWarning
              dangerouslySetInnerHTML={{ __html: islandTexts }}
            />
            {islandUrls.length > 0 ? (
              <script
                nonce={root?.nonce}
                dangerouslySetInnerHTML={{ __html: islandLoader(islandUrls, islands.includes("results")) }}
              />
            ) : null}
          </>
        ) : null}
        {scriptFree ? null : (
          <>
            <ScrollRestoration nonce={root?.nonce} />
            <DeferredScripts nonce={root?.nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * Script-free pages are always documents (ADR 0016, "One client implementation per widget"): a
 * link into one loads it (the capture-phase click guard, before any request), and any other way in
 * (navigate(), a form's redirect, history) is turned into a document load as soon as the router
 * starts loading it. React never renders those pages in the browser, so their widgets are islands.
 */
function ScriptFreePagesAreDocuments() {
  const navigation = useNavigation();
  useEffect(() => documentNavigationsIntoScriptFreePages(), []);
  const target = navigation.state === "loading" ? navigation.location : null;
  const href = target && isScriptFreePath(target.pathname) ? createPath(target) : null;
  useEffect(() => {
    if (href) window.location.assign(href);
  }, [href]);
  return null;
}

/**
 * The islands of the widgets hydrated pages share with script-free ones (HYDRATED_ISLANDS): the
 * same modules, loaded by the app once it runs, own the hearts, Compare, the tray, the toasts and
 * the newsletter signup (ADR 0016, one client implementation per widget). When the saved island
 * changed something, the loaders run again, so what React renders next (the /favorites list, the
 * buttons of a page reached by a client navigation) agrees with it.
 */
function HydratedIslands() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    // When the browser is idle after hydration: not part of the page's start (before that a heart
    // or a signup is the plain form post, as on a script-free page before its islands load).
    const load = () => {
      void import("./islands/saved.ts");
      void import("./islands/newsletter.ts");
    };
    if (!("requestIdleCallback" in window)) {
      const timer = setTimeout(load, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(load, { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, []);
  useEffect(() => {
    const changed = () => {
      savedChanges += 1;
      void revalidate().finally(() => (savedChanges -= 1));
    };
    document.addEventListener(SAVED_CHANGED_EVENT, changed);
    return () => document.removeEventListener(SAVED_CHANGED_EVENT, changed);
  }, [revalidate]);
  return null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <RouteI18nProvider locale={loaderData.locale}>
      <PreferenceFocusProvider value={loaderData.preferenceFocus}>
        <AppShell demoData={loaderData.demoData} theme={loaderData.theme} user={loaderData.user}>
          <RouteFocus />
          <ScriptFreePagesAreDocuments />
          <PasswordChangeGuard required={loaderData.user?.requiresPasswordChange ?? false} />
          <HydratedIslands />
          {/* A new language renders a new tray; otherwise the saved island owns it. */}
          <CompareTray key={loaderData.locale} />
          <Outlet />
        </AppShell>
      </PreferenceFocusProvider>
    </RouteI18nProvider>
  );
}

function ErrorContent({ error }: { error: unknown }) {
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t("notFound.title") : t("error.title");
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-16 focus:outline-none">
      {/* Route meta does not apply to an error boundary; React hoists these into <head>. */}
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-fg-muted">{notFound ? t("notFound.text") : t("error.text")}</p>
      <p className="mt-6">
        <a className="link" href="/">
          {t("notFound.home")}
        </a>
      </p>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  if (!root) {
    // The root loader itself failed: no catalog, so a plain bilingual message.
    return (
      <main id="main" style={{ padding: "2rem", fontFamily: "system-ui" }}>
        <h1>Something went wrong / Algo salió mal</h1>
        <p>Please try again in a moment. / Inténtelo de nuevo en un momento.</p>
      </main>
    );
  }
  return (
    <RouteI18nProvider locale={root.locale}>
      <AppShell demoData={root.demoData} theme={root.theme} user={root.user}>
        <ErrorContent error={error} />
      </AppShell>
    </RouteI18nProvider>
  );
}
