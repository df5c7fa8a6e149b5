import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { useConvexAuth, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Card } from "@/components/ui/Card";
import { PageContainer, PageHeader } from "@/components/ui/Page";
import { Skeleton } from "@/components/ui/Skeleton";
import { ErrorBoundary } from "@/components/ErrorBoundary";
import { Button } from "@/components/ui/Button";
import { ConsentCheckbox } from "@/components/ConsentCheckbox";
import { useMaybeSignedIn } from "@/lib/useSignedOut";
import { PrivacyControls } from "./PrivacyControls";
import { SavedManifestos } from "./SavedManifestos";
import { usePendingManifestoImport } from "./usePendingManifestoImport";
import { VerifyEmail } from "./VerifyEmail";
import { paths } from "@/app/paths";
import { accountMessages } from "@/i18n/messages/account";
import { useFormat, useT } from "@/i18n/react";

/** /account (spec 2.3): profile and saved manifestos; signed-out visitors go to /auth. */
export default function AccountPage() {
  const t = useT(accountMessages);
  const format = useFormat();
  const { isAuthenticated, isLoading } = useConvexAuth();
  const navigate = useNavigate();
  const profile = useQuery(api.profiles.me, isAuthenticated ? {} : "skip");
  const pendingImport = usePendingManifestoImport(isAuthenticated);
  // The privacy card keeps its place while a stored session is checked: the saved
  // manifestos' heading below it no longer moves down when it arrives (issue 42).
  const privacyShown = useMaybeSignedIn();

  // A visitor who arrives signed out goes to /auth; one who signs out here goes home, as
  // Sign Out does everywhere else (spec 2.3), even if this page is still shown meanwhile.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (isAuthenticated) wasSignedIn.current = true;
    else if (!isLoading)
      void navigate(wasSignedIn.current ? paths.home : paths.auth, { replace: true });
  }, [isLoading, isAuthenticated, navigate]);

  return (
    <PageContainer className="max-w-5xl">
      <PageHeader title={t("account.accountAndManifestos")} />
      {pendingImport.waiting && (
        <Card className="mb-8 space-y-3 p-5" data-testid="pending-manifesto">
          <h2 className="text-lg font-semibold">
            {t("account.pendingTitle", {
              title: pendingImport.waiting.manifestoTitle || t("account.yourManifesto"),
            })}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-200">{t("account.pendingBody")}</p>
          <ConsentCheckbox consent={pendingImport.consent} compact />
          <div className="flex flex-wrap gap-3">
            <Button onClick={pendingImport.save}>{t("account.pendingSave")}</Button>
            <Button variant="outline" onClick={pendingImport.discard}>
              {t("account.pendingDiscard")}
            </Button>
          </div>
        </Card>
      )}
      <Card className="mb-8 p-5">
        <h2 className="text-lg font-semibold">{t("account.profile")}</h2>
        {profile ? (
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">{t("account.email")}</dt>
              <dd className="font-medium break-all">{profile.email ?? t("account.unknown")}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">
                {t("account.memberSince")}
              </dt>
              <dd className="font-medium">{format.date(profile.memberSince)}</dd>
            </div>
          </dl>
        ) : (
          // The list's own height (a 20 px term over a 24 px value; two rows on phones), so
          // the cards below stay put when the profile arrives (issue 42).
          <Skeleton className="mt-3 h-[6.25rem] sm:h-11" />
        )}
      </Card>
      <VerifyEmail />
      {privacyShown && <PrivacyControls signedIn={isAuthenticated} />}
      <h2 className="mb-4 text-xl font-semibold">{t("account.savedManifestos")}</h2>
      <ErrorBoundary
        fallback={
          <Card role="alert" className="p-6 text-red-700 dark:text-red-400">
            {t("account.savedFailed")}
          </Card>
        }
      >
        <SavedManifestos signedIn={isAuthenticated} />
      </ErrorBoundary>
    </PageContainer>
  );
}
