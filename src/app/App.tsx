import { BrowserRouter, Link, Route, Routes } from "react-router-dom";
import { extraRoutes } from "./extraRoutes";

function Home() {
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-3xl font-bold">Policy Simulator UK</h1>
      <p className="mt-4 text-slate-600">
        This isn&apos;t a petition. Or a pledge. Or even a campaign. It&apos;s a prototype OS for a
        new democratic economy.
      </p>
    </main>
  );
}

function NotFound() {
  return (
    <main className="mx-auto max-w-2xl p-8 text-center">
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <Link className="mt-4 inline-block text-teal-700 underline" to="/">
        Return to Home
      </Link>
    </main>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Home />} />
        {extraRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
