import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { takePendingManifesto } from "@/lib/pendingManifesto";
import {
  editorLocationState,
  editorManifestoFromSaved,
  readEditorLocationState,
  toEditorManifesto,
} from "@/lib/editorState";
import { storePendingManifesto } from "./pendingSave";

const BUILT = {
  manifestoTitle: "Wild Rivers",
  manifestoDescription: "Restore rivers.",
  quadrantAlignment: "rewild",
  confidenceScore: 0.82,
  matchedNarrative: {
    id: "n1",
    title: "Commons Reclaimed",
    reason: "Matches rivers",
    data: { description: "x" },
  },
  selectedPolicies: [
    {
      id: "p1",
      title: "River restoration",
      category: "Climate & Environment",
      reason: "Matches",
      data: { description: "y" },
    },
  ],
};

describe("editor navigation state", () => {
  it("accepts the manifesto-builder response and drops its extra fields", () => {
    const state = editorLocationState(BUILT);
    expect(state.manifesto).toEqual({
      manifestoTitle: "Wild Rivers",
      manifestoDescription: "Restore rivers.",
      quadrantAlignment: "rewild",
      confidenceScore: 0.82,
      matchedNarrative: { id: "n1", title: "Commons Reclaimed", reason: "Matches rivers" },
      selectedPolicies: [
        {
          id: "p1",
          title: "River restoration",
          category: "Climate & Environment",
          reason: "Matches",
        },
      ],
      saved: false,
      manifestoId: undefined,
      visionText: null,
    });
    expect(readEditorLocationState(state)).toEqual(state.manifesto);
  });

  it("is null without a manifesto, so the editor redirects to /", () => {
    expect(readEditorLocationState(null)).toBeNull();
    expect(readEditorLocationState({})).toBeNull();
    expect(readEditorLocationState({ manifesto: "text" })).toBeNull();
    expect(readEditorLocationState({ manifesto: { selectedPolicies: "p1" } })).toBeNull();
  });

  it("falls back to steady for an unknown quadrant and clamps the confidence to 0..1", () => {
    const manifesto = toEditorManifesto({ quadrantAlignment: "north", confidenceScore: 3 });
    expect(manifesto.quadrantAlignment).toBe("steady");
    expect(manifesto.confidenceScore).toBe(1);
    expect(manifesto.selectedPolicies).toEqual([]);
    expect(manifesto.matchedNarrative).toBeNull();
  });
});

describe("Account's Edit", () => {
  const saved = {
    _id: "m1",
    manifestoTitle: "Saved plan",
    manifestoDescription: "Text",
    confidenceScore: 0.95,
    visionText: "rivers",
    aiReasoning: "Matches rivers",
    matchedNarrative: { _id: "n1", title: "Commons Reclaimed", quadrant: "leap" as const },
    policies: [{ _id: "p1", title: "River restoration", category: "Climate & Environment" }],
  };

  it("rebuilds the editor state: stored policies, the narrative's quadrant, and the id to update", () => {
    const manifesto = editorManifestoFromSaved(saved);
    expect(manifesto.saved).toBe(true);
    expect(manifesto.manifestoId).toBe("m1");
    expect(manifesto.quadrantAlignment).toBe("leap");
    expect(manifesto.selectedPolicies).toEqual([
      { id: "p1", title: "River restoration", category: "Climate & Environment", reason: "" },
    ]);
    expect(manifesto.matchedNarrative).toEqual({
      id: "n1",
      title: "Commons Reclaimed",
      reason: "Matches rivers",
    });
  });

  it("uses steady when the saved manifesto has no narrative", () => {
    expect(editorManifestoFromSaved({ ...saved, matchedNarrative: null }).quadrantAlignment).toBe(
      "steady",
    );
  });
});

describe("anonymous save", () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    const localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    vi.stubGlobal("localStorage", localStorage);
    vi.stubGlobal("window", { localStorage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the manifesto for Account, which saves it with 'My Manifesto' and its own match figure", () => {
    storePendingManifesto({ ...editorLocationState(BUILT).manifesto, manifestoTitle: "  " });
    expect(store.get("pendingRedirectPath")).toBe("/account");
    expect(takePendingManifesto()).toEqual({
      manifestoTitle: "My Manifesto",
      manifestoDescription: "Restore rivers.",
      matchedNarrativeId: "n1",
      selectedPolicyIds: ["p1"],
      aiReasoning: "Matches rivers",
      confidenceScore: 0.82,
      visionText: null,
    });
    expect(store.has("pendingManifesto")).toBe(false);
  });

  it("a pending manifesto without a match figure is saved at 0.95 (spec 9)", () => {
    store.set("pendingManifesto", JSON.stringify({ narrativeTitle: "Commons", narrativeId: "n1" }));
    expect(takePendingManifesto()?.confidenceScore).toBe(0.95);
  });
});
