import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";

/**
 * Live parts of a page that paints before the Convex client arrives (src/app/loadConvex.ts):
 * a ConvexIsland holds the place of its children (sized by `className`, so nothing moves
 * when they arrive) and ConvexIslands, rendered inside the Convex provider once it has
 * loaded, draws them there through a portal. They get the provider's context; the page
 * around them never waits for it, and is never drawn twice.
 */
interface Island {
  key: string;
  node: HTMLElement;
  children: ReactNode;
}

let islands: readonly Island[] = [];
/** Whether an island holds the page's main content, so the client is wanted at once. */
let urgent = false;
const listeners = new Set<() => void>();

function publish(next: readonly Island[]) {
  islands = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `urgent`: the island holds the page's main content (the home page's built manifesto), so
 * the layout loads the client at once rather than once the page is idle.
 */
export function ConvexIsland({
  as: Tag = "span",
  className,
  urgent: isUrgent = false,
  children,
}: {
  as?: "span" | "div";
  className?: string;
  urgent?: boolean;
  children: ReactNode;
}) {
  const key = useId();
  const [node, setNode] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (node === null) return;
    if (isUrgent) urgent = true;
    publish([...islands.filter((island) => island.key !== key), { key, node, children }]);
  }, [key, node, children, isUrgent]);
  useEffect(() => () => publish(islands.filter((island) => island.key !== key)), [key]);
  return <Tag ref={setNode} className={className} />;
}

/** Whether an urgent island asked for the client (the layout then loads it at once). */
export function useUrgentIsland(): boolean {
  return useSyncExternalStore(subscribe, () => urgent);
}

/** Draws every island's children where its ConvexIsland stands (inside the provider). */
export function ConvexIslands() {
  const current = useSyncExternalStore(subscribe, () => islands);
  return current.map((island) => createPortal(island.children, island.node, island.key));
}
