import { useState } from "react";
import { useMutation } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { Button } from "../../components/ui";
import { errorMessage } from "../../lib/errorMessage";

/**
 * Spec 2.3, 9: shown to any visitor while total votes are below 50. The figures are live,
 * so the panel's generator vanishes as soon as the seed votes land; the outcome message
 * stays on screen.
 */
export function SeedDataPanel({ showGenerator }: { showGenerator: boolean }) {
  const generate = useMutation(api.seed.generateCommunity);
  const [working, setWorking] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function onGenerate() {
    setWorking(true);
    setResult(null);
    try {
      const outcome = await generate({});
      if (outcome.success) {
        setResult({ ok: true, text: `Successfully generated ${outcome.seedCount} seed votes!` });
      } else {
        setResult({ ok: false, text: `Failed to generate seed data: ${outcome.error ?? "Unknown error"}` });
      }
    } catch (error) {
      setResult({ ok: false, text: `Failed to generate seed data: ${errorMessage(error, "Unknown error")}` });
    } finally {
      setWorking(false);
    }
  }

  if (!showGenerator) {
    if (result === null) return null;
    return (
      <p role="status" className={`rounded-lg px-4 py-2 text-sm font-medium ${result.ok ? "bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100" : "bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100"}`}>
        {result.text}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="seed-heading"
      className="rounded-xl border border-dashed border-amber-400 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <h2 id="seed-heading" className="font-semibold">
        Not many votes yet
      </h2>
      <p className="mt-1 text-sm">
        The community has fewer than 50 votes. Generate sample votes from 150 synthetic voters to see how the
        comparison works.
      </p>
      <Button className="mt-3" onClick={() => void onGenerate()} disabled={working}>
        {working ? "Generating..." : "Generate seed data"}
      </Button>
      <p role="status" className={`mt-2 text-sm font-medium ${result?.ok === false ? "text-red-800 dark:text-red-300" : ""}`}>
        {result?.text}
      </p>
    </section>
  );
}
