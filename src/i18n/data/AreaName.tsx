/**
 * The screens' way to a policy area's name in the page's language:
 * `const areaName = useAreaName(); areaName(category)` in words and labels, or
 * `<AreaName category={category} />` in JSX. Re-renders when the language changes and when
 * the Welsh chunk arrives (useCatalogueText's subscription; docs/i18n.md "The catalogue in
 * Welsh").
 */
import { useCatalogueText } from "./useCatalogueText";
import { areaText, type ShownName } from "./areaText";

/** The shown name and its `lang` for a category (see `areaText`). */
export function useAreaText(): (category: string) => ShownName {
  const { language } = useCatalogueText();
  return (category) => areaText(category, language);
}

/** An area's name for a sentence or a label (`aria-label`, a dialog's title, an option). */
export function useAreaName(): (category: string) => string {
  const text = useAreaText();
  return (category) => text(category).name;
}

/** An area's name, marked `lang="en-GB"` while it is English on a Welsh page. */
export function AreaName({ category }: { category: string }) {
  const shown = useAreaText()(category);
  return shown.lang ? <span lang={shown.lang}>{shown.name}</span> : <>{shown.name}</>;
}
