/**
 * The one owner of "the policies this visitor is working on" (spec 2.3, 3, 4;
 * docs/data-model.md "The visitor's selection"): the chosen narrative, ranked policies per
 * category, customised categories, the policy areas picked for customising, manual
 * default choices per area, areas left empty on purpose, the manifesto it came from and
 * the quiz result. Kept in localStorage under "apt-selection" so it survives navigation
 * and reloads; `useSelection()` re-renders on every change (also from other tabs).
 *
 * Which policies it stands for is decided in one place, `composeSelection`
 * (convex/domain/selection.ts); pages read them through `useWorkingSelection`.
 */
import { useSyncExternalStore } from "react";
import { findArea, POLICY_AREAS, type Quadrant } from "@convex/domain/areas";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";
import { createStorageStore } from "./storageStore";

export type { Quadrant };

export interface SelectedNarrative {
  id: string;
  title: string;
  quadrant: Quadrant;
}

export interface QuizResult {
  x: number;
  y: number;
  quadrant: Quadrant;
}

export interface SelectionState {
  narrative: SelectedNarrative | null;
  /** Category name → ranked policy ids (1 to 3, rank 1 first). */
  categoryPolicies: Record<string, string[]>;
  /** Categories the visitor changed from the narrative's default. */
  customisedCategories: string[];
  /** Categories picked on /policy-areas for customising (empty: narrative defaults). */
  selectedAreas: string[];
  /** Area id → policy id chosen in the manual default-policy picker. */
  areaDefaults: Record<string, string>;
  /**
   * Categories the visitor deliberately left without a policy (a manifesto from the editor
   * with an area removed): no narrative or area default fills them.
   */
  omittedCategories: string[];
  quizResult: QuizResult | null;
  /** The saved manifesto the selection was loaded from, if any. */
  source: SelectionSource | null;
}

/** A saved manifesto the selection was loaded from ("Review & Submit", Submit to Community). */
export interface SelectionSource {
  manifestoId: string | null;
  title: string;
  /** True once the visitor changed the selection after loading it. */
  changed: boolean;
}

/** Most ranked policies per category (spec 5, 9). */
export const MAX_RANKED_POLICIES = 3;

export const EMPTY_SELECTION: SelectionState = {
  narrative: null,
  categoryPolicies: {},
  customisedCategories: [],
  selectedAreas: [],
  areaDefaults: {},
  omittedCategories: [],
  quizResult: null,
  source: null,
};

function parse(raw: string | null): SelectionState {
  if (!raw) return EMPTY_SELECTION;
  try {
    const value = JSON.parse(raw) as Partial<SelectionState>;
    return { ...EMPTY_SELECTION, ...value };
  } catch {
    return EMPTY_SELECTION;
  }
}

const store = createStorageStore<SelectionState>({
  keys: [STORAGE_KEYS.selection],
  read: () => parse(readStorage(STORAGE_KEYS.selection)),
  write: (state) => writeStorage(STORAGE_KEYS.selection, JSON.stringify(state)),
});

export function getSelection(): SelectionState {
  return store.get();
}

function update(change: (state: SelectionState) => SelectionState): void {
  store.set(change(store.get()));
}

/** A change to the policies: a selection loaded from a manifesto is now changed from it. */
function edit(change: (state: SelectionState) => SelectionState): void {
  update((state) => {
    const next = change(state);
    return state.source ? { ...next, source: { ...state.source, changed: true } } : next;
  });
}

/**
 * Chooses a narrative. The visitor's own picks stay (spec 4: defaults apply only to
 * categories the user has not chosen); areas a manifesto left empty are open again, so
 * the new narrative's defaults fill every area not picked.
 */
export function selectNarrative(narrative: SelectedNarrative | null): void {
  if (store.get().narrative?.id === narrative?.id) {
    update((state) => ({ ...state, narrative }));
    return;
  }
  edit((state) => ({ ...state, narrative, omittedCategories: [] }));
}

/** A saved manifesto to work on: its narrative, its policies by area, the rest left empty. */
export interface ManifestoSelection {
  manifestoId: string | null;
  title: string;
  narrative: SelectedNarrative | null;
  policies: ReadonlyArray<{ id: string; category: string }>;
}

/**
 * Replaces the policies with a manifesto's ("Review & Submit" on Account, Submit to
 * Community in the editor): its narrative, its policies per area as the visitor's picks,
 * and every other area left empty (no default fills it). The quiz result stays.
 */
export function loadManifestoSelection(manifesto: ManifestoSelection): void {
  const byCategory: Record<string, string[]> = {};
  for (const policy of manifesto.policies) {
    const name = findArea(policy.category)?.name ?? policy.category;
    byCategory[name] = [...(byCategory[name] ?? []), policy.id].slice(0, MAX_RANKED_POLICIES);
  }
  update((state) => ({
    ...EMPTY_SELECTION,
    quizResult: state.quizResult,
    narrative: manifesto.narrative,
    categoryPolicies: byCategory,
    customisedCategories: Object.keys(byCategory),
    omittedCategories: POLICY_AREAS.map((area) => area.name).filter((name) => !byCategory[name]),
    source: { manifestoId: manifesto.manifestoId, title: manifesto.title, changed: false },
  }));
}

/** Clears the selected narrative (quadrant map card click, spec 2.3). */
export function clearNarrative(): void {
  selectNarrative(null);
}

/** Clears every policy choice and the narrative, keeping the quiz result. */
export function clearPolicies(): void {
  update((state) => ({ ...EMPTY_SELECTION, quizResult: state.quizResult }));
}

/** Sets a category's ranked policies (at most 3) and marks it customised. */
export function setCategoryPolicies(
  category: string,
  policyIds: string[],
  customised = true,
): void {
  edit((state) => ({
    ...state,
    categoryPolicies: {
      ...state.categoryPolicies,
      [category]: policyIds.slice(0, MAX_RANKED_POLICIES),
    },
    customisedCategories: customised
      ? Array.from(new Set([...state.customisedCategories, category]))
      : state.customisedCategories.filter((c) => c !== category),
    omittedCategories: state.omittedCategories.filter((c) => c !== category),
  }));
}

/** Marks categories as deliberately empty: their defaults no longer fill them. */
export function setOmittedCategories(categories: string[]): void {
  edit((state) => ({ ...state, omittedCategories: categories }));
}

/** Reset All on the narrative summary: clears customised set and ranked lists. */
export function resetCustomisation(): void {
  edit((state) => ({
    ...state,
    categoryPolicies: {},
    customisedCategories: [],
    omittedCategories: [],
  }));
}

/** Marks categories as customised without changing their policies (Manual mode). */
export function setCustomisedCategories(categories: string[]): void {
  update((state) => ({ ...state, customisedCategories: categories }));
}

export function setSelectedAreas(categories: string[]): void {
  update((state) => ({ ...state, selectedAreas: categories }));
}

export function setAreaDefault(areaId: string, policyId: string): void {
  edit((state) => ({ ...state, areaDefaults: { ...state.areaDefaults, [areaId]: policyId } }));
}

export function setQuizResult(result: QuizResult | null): void {
  update((state) => ({ ...state, quizResult: result }));
}

/** Everything back to empty (simulator reset, 'Reload data'). */
export function resetSelection(): void {
  update(() => EMPTY_SELECTION);
}

/** The current selection; re-renders on change. */
export function useSelection(): SelectionState {
  return useSyncExternalStore(store.subscribe, store.get, () => EMPTY_SELECTION);
}
