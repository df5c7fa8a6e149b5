/**
 * The layer's React side: `useT()` for a string (`useT(areaMessages)` on a screen with its
 * own catalogue), `<T>` for a sentence holding elements (`<0>…</0>`), `useFormat()` for
 * numbers, money and dates in the page's locale. Every component using them re-renders when
 * the language changes; no provider is needed.
 */
import { TransNoContext } from "@lingui/react/server";
import { use, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { formatWholePounds, groupWhole } from "@convex/domain/economy/grouping";
import { i18n, isLoaded, loadCatalogue, type Catalogue } from "./i18n";
import { messageText } from "./interpolate";
import { DEFAULT_LANGUAGE, formatLocale, type Language } from "./language";
import { longDate } from "./longDate";
import type { CoreMessageId } from "./messages/en-GB";
import type { AnyMessageId } from "./sources";

/** An id of the core catalogue, which every page has. */
export type MessageId = CoreMessageId;
export type { AnyMessageId };
export type MessageValues = Record<string, unknown>;
export type Translate<Id extends string = MessageId> = (id: Id, values?: MessageValues) => string;

function subscribe(listener: () => void): () => void {
  return i18n.on("change", listener);
}

/** The language the page shows. */
export function useLanguage(): Language {
  return useSyncExternalStore(
    subscribe,
    () => i18n.locale as Language,
    () => DEFAULT_LANGUAGE,
  );
}

/** A promise React's `use` reads as settled at once (its `status`), so nothing suspends. */
const LOADED = Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });

/**
 * The text of a message in the page's language (a new function when the language changes):
 * the core's ids, and those of the area catalogues passed in. A catalogue not yet loaded in
 * the page's language (Welsh, on the first screen of its area) suspends the component until
 * it is: the route's Suspense boundary shows its fallback meanwhile.
 */
export function useT<Id extends string = never>(
  ...catalogues: Array<Catalogue<Id>>
): Translate<MessageId | Id> {
  const language = useLanguage();
  for (const catalogue of catalogues) {
    // `use` on every render (React asks for the same calls each time), on a promise React
    // reads as already settled once the catalogue is there.
    use(isLoaded(catalogue) ? LOADED : loadCatalogue(catalogue, language));
  }
  return useMemo(() => {
    void language;
    return (id: MessageId | Id, values?: MessageValues) => messageText(id, values);
  }, [language]);
}

/**
 * The text of a message outside React (errors, toasts built in helpers); an area's id needs
 * its catalogue imported by the calling module. A component words itself with `useT` or
 * `useTranslate`, never with this alone: nothing would draw it again on a language switch
 * (the layout's page element is memoised: docs/performance.md).
 */
export const translate: Translate<AnyMessageId> = (id, values) => messageText(id, values);

/**
 * `translate` for a component that must never suspend (the rows of an open dialog, whose
 * area the dialog's own `useT` has loaded): any id, re-rendered with the page's language
 * as `useT` is (a new function when it changes).
 */
export function useTranslate(): Translate<AnyMessageId> {
  const language = useLanguage();
  return useMemo(() => {
    void language;
    return (id: AnyMessageId, values?: MessageValues) => messageText(id, values);
  }, [language]);
}

/** A message whose text holds elements: `components={{ 0: <Link to="…" /> }}` fills `<0>…</0>`. */
export function T(props: {
  id: AnyMessageId;
  values?: MessageValues;
  components?: Record<string, ReactNode>;
}) {
  useLanguage();
  return (
    <TransNoContext
      lingui={{ i18n }}
      id={props.id}
      values={props.values}
      components={props.components}
    />
  );
}

/**
 * The `lang` of text that is data not yet translated (the quiz's questions, the catalogue's
 * narratives and policies, all English): "en-GB" on a Welsh page, none on an English one.
 */
export function useDataLang(): "en-GB" | undefined {
  return useLanguage() === "en-GB" ? undefined : "en-GB";
}

/** Intl formatters for the page's locale (cy-GB or en-GB). */
export function useFormat() {
  const language = useLanguage();
  return useMemo(() => formatters(language), [language]);
}

export function formatters(language: Language) {
  const locale = formatLocale(language);
  // Whole numbers and pounds are grouped, and dates written, by hand (en-GB and cy-GB group
  // alike): a phone's first Intl.NumberFormat costs 130–150 ms of its CPU, its first
  // Intl.DateTimeFormat about 170 (issue 42). Intl only when asked.
  return {
    locale,
    /** 12,345 */
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      options ? new Intl.NumberFormat(locale, options).format(value) : groupWhole(value),
    /** £2,201 */
    money: (value: number) => formatWholePounds(value),
    /** 27 November 2026 / 27 Tachwedd 2026 */
    date: (value: Date | string | number) => longDate(new Date(value), language),
  };
}
