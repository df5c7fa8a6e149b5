/**
 * The visitor's selection (spec 2.3, 3, 4): the chosen narrative, ranked policies per
 * category, customised categories, the policy areas picked for customising, manual
 * default choices per area and the quiz result. Kept in localStorage under
 * "apt-selection" so it survives navigation and reloads; `useSelection()` re-renders on
 * every change (also from other tabs).
 */
import { useSyncExternalStore } from "react";
import type { Quadrant } from "../../convex/domain/areas";
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

/** Chooses a narrative; a different narrative starts with empty policy choices. */
export function selectNarrative(narrative: SelectedNarrative | null): void {
  update((state) =>
    state.narrative?.id === narrative?.id
      ? { ...state, narrative }
      : {
          ...state,
          narrative,
          categoryPolicies: {},
          customisedCategories: [],
          omittedCategories: [],
        },
  );
}

/** Clears the selected narrative (quadrant map card click, spec 2.3). */
export function clearNarrative(): void {
  selectNarrative(null);
}

/** Sets a category's ranked policies (at most 3) and marks it customised. */
export function setCategoryPolicies(
  category: string,
  policyIds: string[],
  customised = true,
): void {
  update((state) => ({
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
  update((state) => ({ ...state, omittedCategories: categories }));
}

/** Reset All on the narrative summary: clears customised set and ranked lists. */
export function resetCustomisation(): void {
  update((state) => ({
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
  update((state) => ({ ...state, areaDefaults: { ...state.areaDefaults, [areaId]: policyId } }));
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
