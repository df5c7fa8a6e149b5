import { memo, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useAuthActions } from "@convex-dev/auth/react";
import { useConvex, useMutation, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { personalDataFileName, type ConsentPurpose } from "@convex/domain/privacy";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { toast } from "@/components/ui/Toast";
import { errorMessage } from "@/lib/errorMessage";
import { paths } from "@/app/paths";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { accountMessages } from "@/i18n/messages/account";
import { useT } from "@/i18n/react";
import { ConsentList, purposeText } from "./ConsentList";

/** Saves `data` as a JSON file in the browser. */
function saveJson(data: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * "Your data" on /account (docs/privacy.md): download everything stored about you, withdraw
 * consent (deletes your opinions), delete your account (then signed out, with a confirmation).
 * Until `signedIn` (a stored session being checked) it is drawn at its height, its consents
 * as skeletons and its buttons disabled.
 */
export const PrivacyControls = memo(function PrivacyControls({ signedIn }: { signedIn: boolean }) {
  const t = useT(accountMessages);
  const convex = useConvex();
  const consent = useQuery(api.privacy.myConsent, signedIn ? {} : "skip");
  const withdraw = useMutation(api.privacy.withdrawConsent);
  const deleteAccount = useMutation(api.privacy.deleteMyAccount);
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<"download" | "withdraw" | "delete" | null>(null);

  async function attempt(
    kind: NonNullable<typeof busy>,
    failure: string,
    work: () => Promise<void>,
  ) {
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      toast({ title: errorMessage(error, failure), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  const download = () =>
    attempt("download", t("account.downloadFailed"), async () => {
      const data = await convex.query(api.privacy.myData, {});
      if (data === null || data === undefined) throw new Error("No data");
      saveJson(data, personalDataFileName(new Date()));
    });

  const withdrawConsent = (purpose: ConsentPurpose) =>
    attempt("withdraw", t("account.withdrawFailed"), async () => {
      await withdraw({ purpose });
      toast({ title: t(purposeText(purpose).withdrawn), variant: "success" });
    });

  const remove = () =>
    attempt("delete", t("account.deleteFailed"), async () => {
      await deleteAccount({});
      // The server ended every session already; this clears the browser's tokens.
      await signOut().catch(() => undefined);
      toast({
        title: t("account.deleted"),
        description: t("account.deletedDetail"),
        variant: "success",
      });
      void navigate(paths.home, { replace: true });
    });

  return (
    <Card className="mb-8 space-y-4 p-5" data-testid="privacy-controls">
      <h2 className="text-lg font-semibold">{t("account.yourData")}</h2>
      <ConsentList
        consents={consent}
        busy={!signedIn || busy !== null}
        onWithdraw={(purpose) => void withdrawConsent(purpose)}
      />
      <p className="text-sm">
        <Link to={paths.privacy} className="font-medium underline">
          {t("account.readNotice")}
        </Link>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={!signedIn || busy !== null}
          onClick={() => void download()}
        >
          {t(busy === "download" ? "account.preparing" : "account.download")}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="danger" disabled={!signedIn || busy !== null}>
              {t("account.deleteAccount")}
            </Button>
          }
          title={t("account.deleteTitle")}
          confirm={t("account.deleteAccount")}
          cancel={t("account.keepAccount")}
          onConfirm={() => void remove()}
        >
          {t("account.deleteBody")}
        </ConfirmDialog>
      </div>
    </Card>
  );
});
