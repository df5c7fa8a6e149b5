import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { preloadShell } from "./app/Layout";
import { preloadPage } from "./app/preloadPage";
import { startLanguage } from "./i18n/i18n";
import { handlePreloadErrors } from "./lib/appUpdates";
import { registerServiceWorker } from "./lib/serviceWorker";
import "./index.css";

// A tab from before a deploy reloads once for a chunk the new build no longer has.
handlePreloadErrors();

// The page's language first (/cy/…, ?lang=cy, the device's choice: docs/i18n.md), so a
// Welsh page never flashes English; in English this waits for nothing.
void startLanguage().finally(() => {
  // The page's code, the Convex client's and the top bar's, fetched side by side rather than
  // one after the other, so the page is drawn once, when they are all there; the home page
  // paints first and takes the client after (src/app/loadConvex.ts).
  const { pathname } = window.location;
  preloadPage(pathname);
  preloadShell(pathname);
  const root = createRoot(document.getElementById("root")!);
  // As a transition, the first render (the router, the layout and a page: 100-500 ms of a
  // slow phone's CPU) is split into short slices, so a tap or a paint between them is never
  // held: a plain render is one task (issue 42, docs/performance.md "Slices, not tasks").
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

registerServiceWorker();
