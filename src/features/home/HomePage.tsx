import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { readBuiltResult, writeBuiltResult, type BuiltResult } from "./builtResult";
import { ConvexIsland } from "@/app/convexIsland";
import { loadConvex } from "@/app/loadConvex";
import { LogoMark, LogoText } from "@/components/Logo";
import { SignInLink } from "@/components/SignInLink";
import { Button } from "@/components/ui/Button";
import { toast } from "@/components/ui/Toast";
import { aiClientId } from "@/lib/aiClientId";
import { cn } from "@/lib/cn";
import { errorCode, errorMessage } from "@/lib/errorMessage";
import { prefersReducedMotion } from "@/lib/reducedMotion";
import { readStorage, writeStorage } from "@/lib/storage";
import { mayHaveSession } from "@/lib/storedSession";
import { Splash, useSplashPhase } from "./Splash";
import { TypedIntro } from "./TypedIntro";
import { VisionForm } from "./VisionForm";
import { useT } from "@/i18n/react";
import { homeMessages } from "@/i18n/messages/home";
import { currentLanguage } from "@/i18n/i18n";

const INTRO = ["home.intro1", "home.intro2", "home.intro3", "home.intro4"] as const;

/** The built manifesto with its save card, in its own chunk: a first visit never shows it. */
const ManifestoResult = lazy(() =>
  import("./ManifestoResult").then((module) => ({ default: module.ManifestoResult })),
);

/**
 * The account menu, drawn in a Convex island: the page paints before the Convex client
 * arrives (issue 42, src/app/loadConvex.ts), and the menu's code comes with it.
 */
const AccountMenu = lazy(() =>
  import("@/components/AccountMenu").then((module) => ({ default: module.AccountMenu })),
);

/** Set once the intro has been shown on this device (docs/product.md "Home"). */
export const INTRO_SEEN_KEY = "apt-intro-seen";

/** / : splash, typed intro, vision form, manifesto result (spec 2.3, 4). */
export default function HomePage() {
  const t = useT(homeMessages);
  const intro = useMemo(() => INTRO.map((id) => t(id)), [t]);
  /** Spec 8: the manifesto builder's failure toast. */
  const BUILD_FAILED = t("home.buildFailed");
  // Back from the editor: the built manifesto again, without the splash or the intro.
  const [result, setResultState] = useState<BuiltResult | null>(readBuiltResult);
  const [returning] = useState(result !== null);
  // Reduced motion: no splash and no typing, the form is there at once (issue 27); and the
  // intro plays once per device: a visitor who has seen it goes straight to the form.
  const [still] = useState(() => prefersReducedMotion() || readStorage(INTRO_SEEN_KEY) !== null);
  useEffect(() => writeStorage(INTRO_SEEN_KEY, "1"), []);
  const { phase, finish } = useSplashPhase(returning || still);
  // Typed in TypedIntro, which re-renders per character; the page renders when it is done.
  const [done, setDone] = useState(still || returning);
  const typed = useCallback(() => setDone(true), []);
  const [skipped, setSkipped] = useState(false);
  const skipIntro = () => {
    finish();
    setSkipped(true);
  };
  // "Skip intro" leaves with the intro: focus goes on to the form, not to <body>.
  useEffect(() => {
    if (skipped && done) document.getElementById("vision")?.focus();
  }, [skipped, done]);
  const [building, setBuilding] = useState(false);
  const [hasSession] = useState(mayHaveSession);
  const setResult = (next: BuiltResult | null) => {
    writeBuiltResult(next);
    setResultState(next);
  };

  /** `ai:buildManifesto` (spec 7.2, docs/ai.md); the vision arrives trimmed and non-blank. */
  const submit = async (vision: string) => {
    setBuilding(true);
    // The result's chunk loads while the manifesto is being built.
    void import("./ManifestoResult");
    try {
      const { convex, api } = await loadConvex();
      const manifesto = await convex.action(api.ai.buildManifesto, {
        vision,
        clientId: aiClientId(),
        language: currentLanguage(),
      });
      setResult({ manifesto, vision });
      toast({
        title: t("home.created"),
        description: t("home.createdDescription"),
        variant: "success",
      });
    } catch (error) {
      console.error(error);
      // Expected errors (rate limit, too long) carry their own text; anything else the spec's.
      const description =
        errorCode(error) === "RATE_LIMITED" || errorCode(error) === "INVALID_INPUT"
          ? errorMessage(error, BUILD_FAILED)
          : BUILD_FAILED;
      toast({ title: t("common.error"), description, variant: "destructive" });
    } finally {
      setBuilding(false);
    }
  };

  return (
    <div className="min-h-screen">
      {phase !== "complete" && <Splash phase={phase} />}
      <header
        className={cn(
          "mx-auto flex max-w-4xl items-center justify-between px-4 py-4 transition-opacity md:px-6",
          phase === "complete" ? "opacity-100" : "opacity-0",
        )}
      >
        <span className="flex items-center gap-2">
          <LogoMark />
          <LogoText />
        </span>
        {/* A visitor who cannot be signed in gets 'Sign In' without the Convex client. */}
        {hasSession ? (
          <ConvexIsland className="inline-flex min-h-9 min-w-20 justify-end">
            <Suspense fallback={null}>
              <AccountMenu tone="light" />
            </Suspense>
          </ConvexIsland>
        ) : (
          <span className="inline-flex min-h-9 min-w-20 justify-end">
            <SignInLink tone="light" />
          </span>
        )}
      </header>
      <main
        id="main"
        className="mx-auto flex max-w-2xl flex-col items-center px-4 pb-16 pt-10 text-center md:pt-20"
      >
        {result ? (
          // Its save card reads the account: a Convex island too.
          <ConvexIsland as="div" urgent className="min-h-96 w-full">
            <Suspense fallback={null}>
              <ManifestoResult
                manifesto={result.manifesto}
                vision={result.vision}
                onStartAgain={() => setResult(null)}
              />
            </Suspense>
          </ConvexIsland>
        ) : (
          <>
            <h1 className="sr-only">{intro.join(" ")}</h1>
            <TypedIntro
              lines={intro}
              start={phase === "complete"}
              instant={still || returning}
              skipped={skipped}
              onDone={typed}
            />
            {done ? (
              <VisionForm building={building} onSubmit={(v) => void submit(v)} />
            ) : (
              // From the first frame: above the splash while it shows, then under the intro.
              <Button
                variant="link"
                className={cn(
                  "mt-6",
                  phase !== "complete" && "fixed bottom-10 left-1/2 z-[60] -translate-x-1/2",
                )}
                onClick={skipIntro}
              >
                {t("home.skipIntro")}
              </Button>
            )}
          </>
        )}
      </main>
    </div>
  );
}
