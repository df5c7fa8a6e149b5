/**
 * The screens' one way to the catalogue's text in the page's language:
 * `const text = useCatalogueText(); text.policy(policy).title`, or in JSX
 * `<PolicyText item={policy} field="title" />`. Re-renders when the language changes and
 * when the Welsh chunk arrives (docs/i18n.md "The catalogue in Welsh").
 */
import { useEffect, useMemo, useSyncExternalStore } from "react";
import type { QuizQuestion } from "@convex/domain/quiz";
import { useLanguage } from "@/i18n/react";
import { truncate } from "@/lib/format";
import {
  loadCatalogueText,
  loadedWelsh,
  narrativeText,
  onCatalogueText,
  policyText,
  questionText,
  type CatalogueItem,
} from "./catalogueText";

export function useCatalogueText() {
  const language = useLanguage();
  const welsh = useSyncExternalStore(onCatalogueText, loadedWelsh, loadedWelsh);
  useEffect(() => {
    if (language === "cy" && welsh === null) void loadCatalogueText();
  }, [language, welsh]);
  return useMemo(() => {
    void welsh;
    return {
      language,
      policy: (item: CatalogueItem) => policyText(item, language),
      narrative: (item: CatalogueItem) => narrativeText(item, language),
      question: (question: QuizQuestion) => questionText(question, language),
    };
  }, [language, welsh]);
}

interface TextProps {
  item: CatalogueItem;
  field: "title" | "description";
  /** Cut to this many characters with an ellipsis (a card's preview). */
  max?: number;
}

function Shown({ text, lang, max }: { text: string; lang: "en-GB" | undefined; max?: number }) {
  const shown = max === undefined ? text : truncate(text, max);
  return lang ? <span lang={lang}>{shown}</span> : <>{shown}</>;
}

/** A policy's title or one-line summary, marked `lang="en-GB"` while it is English on a Welsh page. */
export function PolicyText({ item, field, max }: TextProps) {
  const shown = useCatalogueText().policy(item);
  return <Shown text={shown[field]} lang={shown.lang} max={max} />;
}

/** A narrative's title or description, marked `lang="en-GB"` while it is English on a Welsh page. */
export function NarrativeText({ item, field, max }: TextProps) {
  const shown = useCatalogueText().narrative(item);
  return <Shown text={shown[field]} lang={shown.lang} max={max} />;
}
