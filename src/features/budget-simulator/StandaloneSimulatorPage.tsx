import { Link } from "react-router-dom";
import SimulatorPage from "./SimulatorPage";
import { paths } from "@/app/paths";

/**
 * /standalone-tax-simulator (spec 2.1, 2.2): the budget simulator on its own, without the
 * top bar or its logo (for embedding or a kiosk), with one way back into the app.
 */
export default function StandaloneSimulatorPage() {
  return (
    <>
      {/* The page's banner (axe "region": no content outside a landmark). */}
      <header className="mx-auto flex max-w-7xl justify-end px-4 pt-4 md:px-6">
        <Link
          to={paths.home}
          className="text-sm font-medium text-teal-800 underline dark:text-teal-300"
        >
          Open the full app
        </Link>
      </header>
      <SimulatorPage />
    </>
  );
}
