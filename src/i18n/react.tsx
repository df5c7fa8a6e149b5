/**
 * The layer's React side: `useT()` for a string, `<T>` for a sentence holding elements
 * (`<0>…</0>`), `useFormat()` for numbers, money and dates in the page's locale. Every
 * component using them re-renders when the language changes; no provider is needed.
 */
import { TransNoContext } from "@lingui/react/server";
import { useMemo, useSyncExternalStore, type ReactNode } from "react";
import { i18n } from "./i18n";
import { DEFAULT_LANGUAGE, formatLocale, type Language } from "./language";
import type { MessageId } from "./messages/en-GB";

export type { MessageId };
export type MessageValues = Record<string, unknown>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

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

/** The text of a message in the page's language (a new function when the language changes). */
export function useT(): Translate {
  const language = useLanguage();
  return useMemo(() => {
    void language;
    return (id: MessageId, values?: MessageValues) => i18n._(id, values);
  }, [language]);
}

/** The text of a message outside React (errors, toasts built in helpers). */
export const translate: Translate = (id, values) => i18n._(id, values);

/** A message whose text holds elements: `components={{ 0: <Link to="…" /> }}` fills `<0>…</0>`. */
export function T(props: {
  id: MessageId;
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
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const pounds = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "GBP",
    maximumFractionDigits: 0,
  });
  const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric" });
  return {
    locale,
    /** 12,345 */
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      options ? new Intl.NumberFormat(locale, options).format(value) : whole.format(value),
    /** £2,201 */
    money: (value: number) => pounds.format(value),
    /** 27 November 2026 / 27 Tachwedd 2026 */
    date: (value: Date | string | number) => day.format(new Date(value)),
  };
}
