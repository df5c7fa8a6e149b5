import { useState } from "react";
import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { Button } from "@/components/ui/Button";
import { toast } from "@/components/ui/Toast";
import { paths } from "@/app/paths";
import { accountMessages } from "@/i18n/messages/account";
import { useT } from "@/i18n/react";

/**
 * Publishing a saved manifesto: off by default; once shared, anyone with the read-only,
 * unguessable link /m/{shareToken} can read (and print) it, without learning who wrote it. Stop sharing
 * turns the link off again.
 */
export function ShareManifesto({
  id,
  title,
  shareToken,
}: {
  id: Id<"userManifestos">;
  title: string;
  /** Set while published. */
  shareToken: string | undefined;
}) {
  const t = useT(accountMessages);
  const setPublished = useMutation(api.manifestos.setPublished);
  const [busy, setBusy] = useState(false);
  const path = paths.sharedManifesto(shareToken ?? "");
  const url = `${window.location.origin}${path}`;

  async function change(next: boolean) {
    setBusy(true);
    try {
      await setPublished({ id, published: next });
      toast({ title: t(next ? "account.shareOn" : "account.sharingStopped"), variant: "success" });
    } catch {
      toast({ title: t("account.shareFailed"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t("account.linkCopied"), variant: "success" });
    } catch {
      toast({
        title: t("account.copyFailed"),
        variant: "warning",
      });
    }
  }

  if (shareToken === undefined) {
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => void change(true)}
        aria-label={t("account.shareLabel", { title })}
      >
        {t("account.share")}
      </Button>
    );
  }
  return (
    <div className="mt-3 w-full rounded-lg border border-teal-200 bg-teal-50 p-3 text-sm dark:border-teal-900 dark:bg-teal-950/40">
      <p className="font-medium">{t("account.anyoneWithLink")}</p>
      <input
        readOnly
        value={url}
        aria-label={t("account.shareLinkFor", { title })}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-2 w-full rounded border border-slate-300 bg-white px-2 py-1 font-mono text-xs dark:border-slate-700 dark:bg-slate-900"
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {t("account.copyLink")}
        </Button>
        <a
          href={path}
          className="inline-flex items-center text-sm font-medium text-teal-800 underline dark:text-teal-300"
        >
          {t("account.open")}
        </a>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => void change(false)}
          aria-label={t("account.stopSharingLabel", { title })}
        >
          {t("account.stopSharing")}
        </Button>
      </div>
    </div>
  );
}
