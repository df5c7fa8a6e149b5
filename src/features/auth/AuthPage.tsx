import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useAuthActions } from "@convex-dev/auth/react";
import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { SegmentedTabs, tabPanelFocusClass, tabPanelProps } from "@/components/ui/SegmentedTabs";
import { buttonClasses } from "@/lib/buttonClasses";
import { takePendingRedirect } from "@/lib/storage";
import { useViewer } from "@/lib/useViewer";
import { AuthForm } from "./AuthForm";
import type { AuthFlow } from "./authMessages";
import { paths } from "@/app/paths";
import { authMessages } from "@/i18n/messages/auth";
import { useT } from "@/i18n/react";

/** /auth: sign in and sign up tabs (spec 2.3, 2.2, 4 "Auth states"). */
export default function AuthPage() {
  const t = useT(authMessages);
  const tabs = [
    { value: "signIn" as const, label: t("auth.signIn") },
    { value: "signUp" as const, label: t("auth.signUp") },
  ];
  // `?tab=signUp` opens on Sign up (the bind page sends a first-time voter here).
  const [params] = useSearchParams();
  const [flow, setFlow] = useState<AuthFlow>(params.get("tab") === "signUp" ? "signUp" : "signIn");
  // A workshop guest stays here to sign in or sign up (and keep their vote).
  const { isAccount: isAuthenticated, isGuest, isLoading } = useViewer();
  const providers = useQuery(api.authInfo.providers);
  const { signIn } = useAuthActions();
  const navigate = useNavigate();

  // Signed in (just now, or already on arrival): go to the pending path or /account.
  useEffect(() => {
    if (!isLoading && isAuthenticated) {
      void navigate(takePendingRedirect(paths.account), { replace: true });
    }
  }, [isAuthenticated, isLoading, navigate]);

  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-screen outline-none items-center justify-center bg-slate-50 px-4 py-10 dark:bg-slate-950"
    >
      <div className="w-full max-w-md">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t("site.name")}</h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("auth.intro")}</p>
          {isGuest && (
            <p
              className="mt-3 rounded-lg bg-teal-50 px-3 py-2 text-sm text-teal-950 dark:bg-teal-950/60 dark:text-teal-50"
              data-testid="guest-upgrade-note"
            >
              {t("auth.guestNote")}
            </p>
          )}
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
          <SegmentedTabs
            tabs={tabs}
            value={flow}
            onChange={setFlow}
            label={t("auth.tabsLabel")}
            idPrefix="auth"
            className="mb-6 w-full"
          />
          <div {...tabPanelProps("auth", flow)} className={tabPanelFocusClass}>
            <h2 className="sr-only">{t(flow === "signIn" ? "auth.signIn" : "auth.signUp")}</h2>
            <AuthForm key={flow} flow={flow} keepGuestVote={isGuest} />
            {flow === "signUp" && (
              <p
                className="mt-3 text-xs text-slate-600 dark:text-slate-400"
                data-testid="signup-email-note"
              >
                {t(
                  providers?.nationalCounting === "verified"
                    ? "auth.verifiedNote"
                    : "auth.noVerificationNote",
                )}
              </p>
            )}
          </div>
          {providers?.google && (
            <>
              <div className="my-5 flex items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
                <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" /> {t("auth.or")}{" "}
                <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
              </div>
              <button
                type="button"
                className={`${buttonClasses.secondary} w-full`}
                onClick={() => void signIn("google", { redirectTo: paths.auth })}
              >
                {t("auth.google")}
              </button>
            </>
          )}
        </div>
        <div className="mt-4 text-center">
          <button
            type="button"
            className={buttonClasses.ghost}
            onClick={() => navigate(paths.home)}
          >
            {t("auth.continueWithout")}
          </button>
        </div>
      </div>
    </main>
  );
}
