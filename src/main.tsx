import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ConvexReactClient } from "convex/react";
import { ConvexAuthProvider } from "@convex-dev/auth/react";
import { App } from "./app/App";
import { startLanguage } from "./i18n/i18n";
import { convexUrl } from "./lib/convexUrl";
import { handlePreloadErrors } from "./lib/appUpdates";
import { registerServiceWorker } from "./lib/serviceWorker";
import "./index.css";

// A tab from before a deploy reloads once for a chunk the new build no longer has.
handlePreloadErrors();

const convex = new ConvexReactClient(convexUrl(), { skipConvexDeploymentUrlCheck: true });

// The page's language first (/cy/…, ?lang=cy, the device's choice: docs/i18n.md), so a
// Welsh page never flashes English; in English this waits for nothing.
void startLanguage().finally(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <ConvexAuthProvider client={convex}>
        <App />
      </ConvexAuthProvider>
    </StrictMode>,
  ),
);

registerServiceWorker();
