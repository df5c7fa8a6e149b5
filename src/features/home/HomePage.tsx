import { useState } from "react";
import { AccountMenu } from "../../components/AccountMenu";
import { LogoMark, LogoText } from "../../components/Logo";
import { Button } from "../../components/ui/Button";
import { toast } from "../../components/ui/Toast";
import { cn } from "../../lib/cn";
import { ManifestoResult } from "./ManifestoResult";
import type { BuiltManifesto } from "./manifestoTypes";
import { Splash, useSplashPhase } from "./Splash";
import { useTypedLines } from "./useTypedLines";
import { VisionForm } from "./VisionForm";

const INTRO = [
  "This isn't a petition.",
  "Or a pledge.",
  "Or even a campaign.",
  "It's a prototype OS for a new democratic economy.",
] as const;

/**
 * The manifesto-builder server function (spec 7.2). The backend has no AI module yet, so
 * there is nothing to call: a submit reports the spec's creation failure and never
 * invents a manifesto. Replace this with `useAction(api.ai.…)` when the AI issue lands.
 */
async function buildManifesto(vision: string): Promise<BuiltManifesto> {
  void vision;
  throw new Error("The manifesto builder is not available on this server");
}

/** / : splash, typed intro, vision form, manifesto result (spec 2.3, 4). */
export default function HomePage() {
  const phase = useSplashPhase();
  const { shown, done, activeLine, skip } = useTypedLines(INTRO, phase === "complete");
  const [building, setBuilding] = useState(false);
  const [manifesto, setManifesto] = useState<BuiltManifesto | null>(null);

  const submit = async (vision: string) => {
    setBuilding(true);
    try {
      setManifesto(await buildManifesto(vision));
      toast({ title: "Manifesto Created!", description: "Your personalized political manifesto is ready.", variant: "success" });
    } catch (error) {
      console.error(error);
      toast({ title: "Error", description: "Failed to create manifesto. Please try again.", variant: "destructive" });
    } finally {
      setBuilding(false);
    }
  };

  return (
    <div className="min-h-screen">
      {phase !== "complete" && <Splash phase={phase} />}
      <header className={cn("mx-auto flex max-w-4xl items-center justify-between px-4 py-4 transition-opacity md:px-6", phase === "complete" ? "opacity-100" : "opacity-0")}>
        <span className="flex items-center gap-2"><LogoMark /><LogoText /></span>
        <AccountMenu tone="light" />
      </header>
      <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 pb-16 pt-10 text-center md:pt-20">
        {manifesto ? (
          <ManifestoResult manifesto={manifesto} onStartAgain={() => setManifesto(null)} />
        ) : (
          <>
            <h1 className="sr-only">{INTRO.join(" ")}</h1>
            <div aria-hidden="true" className="min-h-40 space-y-1 text-2xl font-semibold leading-snug md:text-4xl">
              {shown.map((text, i) => (
                <p key={i} className={cn(i === INTRO.length - 1 && "text-teal-700 dark:text-teal-400")}>
                  {text}
                  {!done && i === activeLine && <span className="ml-0.5 inline-block w-0.5 animate-pulse bg-current">&nbsp;</span>}
                </p>
              ))}
            </div>
            {done ? (
              <VisionForm building={building} onSubmit={(v) => void submit(v)} />
            ) : (
              phase === "complete" && <Button variant="link" className="mt-6" onClick={skip}>Skip intro</Button>
            )}
          </>
        )}
      </main>
    </div>
  );
}
