import { createElement, lazy, useState, type ComponentType, type ReactElement } from "react";

/**
 * A component whose code is a chunk of its own, fetched by `preload()` ahead of its first
 * render or else by that render. Once its code is there it renders at once: `React.lazy`
 * suspends on every first render, even of a module that has already arrived, which costs
 * its Suspense fallback's commit and a second render (issue 42: /join drew the Convex
 * provider's placeholders, then the page's skeleton and the top bar's and progress bar's
 * placeholders, then each part in turn, one commit, style and layout after the other).
 */
export type Preloadable<P extends object = object> = ComponentType<P> & {
  /** Starts fetching the code (once; later calls and the first render share the download). */
  preload: () => void;
  /** The code's download, for a caller that needs to know when it is there. */
  load: () => Promise<ComponentType<P>>;
};

export function preloadable<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchCode = () => {
    if (loading === null) {
      loading = load().then((component) => (loaded = component));
      // A failed download may be retried by the next call (React.lazy keeps its own error).
      loading.catch(() => (loading = null));
    }
    return loading;
  };
  const Lazy = lazy(() => fetchCode().then((component) => ({ default: component })));
  function Preloaded(props: P): ReactElement {
    // Chosen once per mount, so an instance never changes component type (and state) when
    // the code arrives while it is shown: the lazy one until then, the loaded one after.
    const [Component] = useState<ComponentType<P> | typeof Lazy>(() => loaded ?? Lazy);
    return createElement(Component as ComponentType<P>, props);
  }
  return Object.assign(Preloaded, {
    preload: () => void fetchCode().catch(() => undefined),
    load: fetchCode,
  });
}

/** A lazy page that can also be fetched ahead of its first render (`preload`). */
export type LazyPage = Preloadable;

/**
 * A page in a chunk of its own: on a first visit its chunk is fetched beside the Convex
 * client's (src/app/convex.tsx), not after it (src/main.tsx, preloadPage), and it renders
 * without a fallback when it has arrived first (issue 42).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return preloadable(() => load().then((module) => module.default));
}

/**
 * A route of the app's table: its element, and its page, whose code can be fetched ahead
 * (`page.preload`) or awaited by a caller that navigates once it is there (`page.load`).
 */
export interface PageRoute {
  path: string;
  element: ReactElement;
  page: LazyPage;
}
