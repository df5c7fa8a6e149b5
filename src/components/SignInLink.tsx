import { Link, useLocation } from "react-router-dom";
import { buttonClass } from "./ui/Button";
import { setPendingRedirect } from "@/lib/storage";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";

/**
 * 'Sign In' (spec 2.3), the account menu of a visitor without a session. Without Convex
 * code, so the home page shows it to a first visitor without loading the client (issue 42).
 */
export function SignInLink({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const { pathname } = useLocation();
  const onDark = tone === "dark";
  const t = useT();
  return (
    <Link
      to={paths.auth}
      onClick={() => pathname !== paths.home && setPendingRedirect(pathname)}
      className={buttonClass(
        onDark ? "secondary" : "outline",
        "sm",
        onDark
          ? "bg-white text-slate-900 hover:bg-slate-200 dark:bg-white dark:text-slate-900"
          : undefined,
      )}
    >
      {t("account.signIn")}
    </Link>
  );
}
