import { Link } from "react-router-dom";
import SimulatorPage from "./SimulatorPage";
import { paths } from "@/app/paths";
import { simulatorMessages } from "@/i18n/messages/simulator";
import { useT } from "@/i18n/react";

/**
 * /standalone-tax-simulator (spec 2.1, 2.2): the budget simulator on its own, without the
 * top bar or its logo (for embedding or a kiosk), with one way back into the app.
 */
export default function StandaloneSimulatorPage() {
  const t = useT(simulatorMessages);
  return (
    <>
      {/* The page's banner (axe "region": no content outside a landmark). */}
      <header className="mx-auto flex max-w-7xl justify-end px-4 pt-4 md:px-6">
        <Link
          to={paths.home}
          className="text-sm font-medium text-teal-800 underline dark:text-teal-300"
        >
          {t("simulator.openFullApp")}
        </Link>
      </header>
      <SimulatorPage />
    </>
  );
}
