import { BrowserRouter, Route, Routes } from "react-router-dom";
import { ErrorBoundary } from "@/components/ErrorBoundary";
import { UpdatePrompt } from "@/components/UpdatePrompt";
import { ErrorPage } from "./ErrorPage";
import { extraRoutes } from "./extraRoutes";
import { Layout } from "./Layout";
import { pageRoutes, NotFoundPage } from "./routes";

/** The router inside an error boundary: whatever fails, the visitor gets a page, not a blank. */
export function App() {
  return (
    <ErrorBoundary fallback={<ErrorPage />}>
      <BrowserRouter>
        <Routes>
          <Route element={<Layout />}>
            {pageRoutes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            {extraRoutes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
      <UpdatePrompt />
    </ErrorBoundary>
  );
}
