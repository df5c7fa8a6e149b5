import { useState } from "react";
import { useAction } from "convex/react";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { toast } from "@/components/ui/Toast";
import { errorMessage } from "@/lib/errorMessage";
import { useT } from "@/i18n/react";
import { communityMessages } from "@/i18n/messages/community";

/**
 * The sample-data panel (docs/product.md "Community"): while nobody has voted, any visitor
 * can generate 150 synthetic voters into the sample scope, shown only behind the labelled
 * "Show sample data" switch and never counted in real results. The page updates live, so
 * it is not reloaded.
 */
export function SampleDataPanel() {
  const t = useT(communityMessages);
  const generate = useAction(api.seed.generateSample);
  const [busy, setBusy] = useState(false);

  async function onGenerate() {
    setBusy(true);
    try {
      const result = await generate({});
      if (result.success) {
        toast({
          title: t("community.sample.generated", { count: result.seedCount }),
          variant: "success",
        });
      } else {
        toast({
          title: t("community.sample.failed", {
            reason: result.error ?? t("community.sample.unknownError"),
          }),
          variant: "destructive",
        });
      }
    } catch (error) {
      toast({
        title: t("community.sample.failed", {
          reason: errorMessage(error, t("community.sample.unknownError")),
        }),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="space-y-3 p-5" data-testid="sample-data-panel">
      <h2 className="text-lg font-semibold">{t("community.sample.title")}</h2>
      <p className="text-sm text-slate-700 dark:text-slate-200">{t("community.sample.body")}</p>
      <Button onClick={() => void onGenerate()} disabled={busy}>
        {busy ? t("community.sample.generating") : t("community.sample.generate")}
      </Button>
    </Card>
  );
}
