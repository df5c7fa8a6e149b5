/**
 * "Where do you live?" on this device (docs/nations.md "What is stored"): a nation and, in
 * England, a region, or "prefer not to say". Kept in localStorage only until a vote is
 * stored, which carries it under the vote's consent; no postcode is ever asked.
 */
import { useSyncExternalStore } from "react";
import {
  ENGLISH_REGIONS,
  NATIONS,
  type EnglishRegion,
  type Nation,
  type Residence,
} from "@convex/domain/nations";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";
import { createStorageStore } from "./storageStore";

/** Not asked yet (null), declined, or a nation with (in England, once chosen) a region. */
export type ResidenceAnswer =
  null | "prefer-not-to-say" | { nation: Nation; region?: EnglishRegion };

/** A stored answer as the rules allow it; anything else counts as not asked. */
export function parseResidenceAnswer(raw: string | null): ResidenceAnswer {
  if (raw === "prefer-not-to-say") return raw;
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { nation, region } = value as { nation?: unknown; region?: unknown };
    if (!(NATIONS as readonly unknown[]).includes(nation)) return null;
    if (nation === "england" && (ENGLISH_REGIONS as readonly unknown[]).includes(region)) {
      return { nation, region: region as EnglishRegion };
    }
    return { nation: nation as Nation };
  } catch {
    return null;
  }
}

const store = createStorageStore<ResidenceAnswer>({
  keys: [STORAGE_KEYS.residence],
  read: () => parseResidenceAnswer(readStorage(STORAGE_KEYS.residence)),
  write: (answer) =>
    writeStorage(
      STORAGE_KEYS.residence,
      answer === null || answer === "prefer-not-to-say" ? answer : JSON.stringify(answer),
    ),
});

export function getResidenceAnswer(): ResidenceAnswer {
  return store.get();
}

export function setResidenceAnswer(answer: ResidenceAnswer): void {
  store.set(answer);
}

export function useResidenceAnswer(): ResidenceAnswer {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The nation said, if any (England counts before its region is chosen). */
export function answeredNation(answer: ResidenceAnswer): Nation | null {
  return answer === null || answer === "prefer-not-to-say" ? null : answer.nation;
}

/**
 * What a vote sends: the residence when complete, null for "prefer not to say" (the vote
 * then says nothing), and undefined when not answered or England still lacks its region.
 */
export function residenceForVote(answer: ResidenceAnswer): Residence | null | undefined {
  if (answer === "prefer-not-to-say") return null;
  if (answer === null) return undefined;
  if (answer.nation === "england") {
    return answer.region === undefined ? undefined : { nation: "england", region: answer.region };
  }
  return { nation: answer.nation };
}
