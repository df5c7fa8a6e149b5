import { matchRoutes } from "react-router-dom";
import { extraRoutes } from "./extraRoutes";
import { pageRoutes } from "./routes";

/** Starts fetching the code of the page at `pathname` (none for an unknown address). */
export function preloadPage(pathname: string): void {
  matchRoutes([...pageRoutes, ...extraRoutes], pathname)
    ?.at(-1)
    ?.route.preload();
}
