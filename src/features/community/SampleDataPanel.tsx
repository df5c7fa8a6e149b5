import { useState } from "react";
import { useAction } from "convex/react";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { toast } from "@/components/ui/Toast";
import { errorMessage } from "@/lib/errorMessage";

/**
 * The sample-data panel (docs/product.md "Community"): while nobody has voted, any visitor
 * can generate 150 synthetic voters into the sample scope, shown only behind the labelled
 * "Show sample data" switch and never counted in real results. The page updates live, so
 * it is not reloaded.
 */
export function SampleDataPanel() {
  const generate = useAction(api.seed.generateSample);
  const [busy, setBusy] = useState(false);

  async function onGenerate() {
    setBusy(true);
    try {
      const result = await generate({});
      if (result.success) {
        toast({
          title: `Successfully generated ${result.seedCount} seed votes!`,
          variant: "success",
        });
      } else {
        toast({
          title: `Failed to generate seed data: ${result.error ?? "unknown error"}`,
          variant: "destructive",
        });
      }
    } catch (error) {
      toast({
        title: `Failed to generate seed data: ${errorMessage(error, "unknown error")}`,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="space-y-3 p-5" data-testid="sample-data-panel">
      <h2 className="text-lg font-semibold">Try it with sample votes</h2>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        No vote is in the community results yet. Generate sample votes from 150 synthetic voters to
        see how the comparison works. They are labelled as sample data, shown only when you switch
        them on, and never counted in the real results.
      </p>
      <Button onClick={() => void onGenerate()} disabled={busy}>
        {busy ? "Generating..." : "Generate seed data"}
      </Button>
    </Card>
  );
}
