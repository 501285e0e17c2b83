/**
 * Markup kept between requests on script-free pages (ADR 0016, issue 30 item 27). A part of a
 * page that depends only on its props and the page's language, such as the ~470 elements of the
 * filter panel's fields, is rendered to a string once per language and props and reused: React
 * never runs in the browser there, so nothing hydrates it. entry.server provides the store, only
 * for a script-free page in a production build; elsewhere the part renders as usual.
 */
import { createContext, createElement, useContext, type ComponentType, type ReactNode } from "react";
import { I18nProvider, useI18n } from "~/i18n/index.tsx";
import { ScriptFreeLinks } from "./link.tsx";
import { RecentMap } from "@domain/recent-map.ts";

/** React's renderToStaticMarkup (react-dom/server), given by the server entry. */
export type RenderStaticMarkup = (node: ReactNode, options: { identifierPrefix: string }) => string;

export interface KeptMarkupStore {
  /** The markup of `node()` for this scope and key, rendered on the first call and kept. */
  markup(scope: object, key: string, idPrefix: string, node: () => ReactNode): string;
}

/** The most recently used `limit` fragments (≈ 30 KB each for the filter panel). */
export function keptMarkupStore(render: RenderStaticMarkup, limit = 256): KeptMarkupStore {
  const scopeIds = new WeakMap<object, number>();
  let scopes = 0;
  const kept = new RecentMap<string, string>(limit);
  return {
    markup(scope, key, idPrefix, node) {
      let scopeId = scopeIds.get(scope);
      if (scopeId === undefined) scopeIds.set(scope, (scopeId = scopes++));
      const id = `${scopeId}\u0000${idPrefix}\u0000${key}`;
      let html = kept.get(id);
      if (html === undefined) {
        html = render(node(), { identifierPrefix: idPrefix });
        kept.set(id, html);
      }
      return html;
    },
  };
}

const KeptMarkupContext = createContext<KeptMarkupStore | null>(null);

export function KeptMarkupProvider({ store, children }: { store: KeptMarkupStore; children: ReactNode }) {
  return <KeptMarkupContext.Provider value={store}>{children}</KeptMarkupContext.Provider>;
}

/**
 * `<tag {...attributes}><Content {...props} /></tag>`, where the content's markup is kept per
 * language and props when the page provides a store. The props are the key (as JSON), so the
 * content must depend on nothing else but the page's messages: give it only plain data. Its
 * useId values carry `idPrefix`, unique on the page.
 */
export function KeptElement<Props extends object>({
  tag,
  attributes,
  idPrefix,
  Content,
  props,
}: {
  tag: string;
  attributes: Record<string, unknown>;
  idPrefix: string;
  Content: ComponentType<Props>;
  props: Props;
}) {
  const store = useContext(KeptMarkupContext);
  const i18n = useI18n();
  if (!store) return createElement(tag, attributes, <Content {...props} />);
  // renderToStaticMarkup runs inside the page's renderToString (one react-dom bundle): it saves
  // and restores the page's contexts, not this component's hook state. So it comes after this
  // component's hooks, and nothing React renders sits below it. It starts without the page's
  // contexts, hence the two providers.
  const html = store.markup(i18n.messages, `${i18n.locale}\u0000${JSON.stringify(props)}`, idPrefix, () => (
    <I18nProvider locale={i18n.locale} messages={i18n.messages}>
      <ScriptFreeLinks scriptFree>
        <Content {...props} />
      </ScriptFreeLinks>
    </I18nProvider>
  ));
  return createElement(tag, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}
