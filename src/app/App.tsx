import { BrowserRouter, Route, Routes } from "react-router-dom";
import { extraRoutes } from "./extraRoutes";
import { Layout } from "./Layout";
import { pageRoutes, NotFoundPage } from "./routes";

export function App() {
  return (
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
  );
}
