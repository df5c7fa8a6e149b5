/** Renders a component inside a router, with a user-event session and the current path. */
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";

function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="current-path" hidden>
      {pathname + search}
    </output>
  );
}

interface Options {
  /** The URL the router starts at. */
  url?: string;
  /** The route pattern `ui` is mounted on, for components reading `useParams`. */
  path?: string;
}

export function renderWithRouter(ui: ReactElement, { url = "/", path = "*" }: Options = {}) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={ui} />
        {path !== "*" && <Route path="*" element={null} />}
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
  return { user, ...result };
}
