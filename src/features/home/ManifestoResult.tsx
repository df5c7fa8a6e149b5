import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { AiEngineNote } from "@/components/AiEngineNote";
import { Button, buttonClass } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { cn } from "@/lib/cn";
import { confidenceTone, matchPercent } from "@/lib/format";
import { loadManifestoSelection } from "@/lib/selection";
import type { BuiltManifesto, EditorManifestoState } from "./manifestoTypes";
import { SaveManifestoCard } from "./SaveManifestoCard";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { homeMessages } from "@/i18n/messages/home";
import { NarrativeText, PolicyText } from "@/i18n/data/useCatalogueText";
import { AreaName } from "@/i18n/data/AreaName";

/** Confidence colours (spec 2.3, 9): 0.8+ green, 0.6+ orange, else red (AA on the page). */
const TONE = {
  good: "text-green-700 dark:text-green-400",
  fair: "text-orange-700 dark:text-orange-400",
  poor: "text-red-700 dark:text-red-400",
};

interface Props {
  manifesto: BuiltManifesto;
  vision: string;
  onStartAgain: () => void;
}

/** The manifesto result view on the home page (spec 2.3, 4). */
export function ManifestoResult({ manifesto, vision, onStartAgain }: Props) {
  const navigate = useNavigate();
  const t = useT(homeMessages);
  const [savedId, setSavedId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);

  // The shortest way to a first vote (docs/product.md "Home"): this manifesto becomes the
  // selection, and the bind page reviews it (and asks for an account and consent there).
  const vote = () => {
    loadManifestoSelection({
      manifestoId: savedId,
      title: manifesto.manifestoTitle,
      narrative: {
        id: manifesto.matchedNarrative.id,
        title: manifesto.matchedNarrative.title,
        quadrant: manifesto.quadrantAlignment,
      },
      policies: manifesto.selectedPolicies,
    });
    void navigate(paths.bindVote);
  };

  const edit = () => {
    // The editor's navigation state (spec 3): once saved, its Save updates that manifesto.
    const state: EditorManifestoState = {
      ...manifesto,
      visionText: vision,
      saved: savedId !== null,
      manifestoId: savedId ?? undefined,
    };
    void navigate(paths.manifestoEditor, { state: { manifesto: state } });
  };

  return (
    <div className="w-full text-left">
      <div className="flex flex-wrap items-center gap-3">
        <QuadrantBadge quadrant={manifesto.quadrantAlignment} />
        <span className={cn("text-sm font-bold", TONE[confidenceTone(manifesto.confidenceScore)])}>
          {t("home.match", { percent: matchPercent(manifesto.confidenceScore) })}
        </span>
      </div>
      <h1 ref={heading} tabIndex={-1} className="mt-2 text-3xl font-bold outline-none">
        {manifesto.manifestoTitle}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-200">{manifesto.manifestoDescription}</p>
      <AiEngineNote engine={manifesto.engine} notice={manifesto.notice} className="mt-3" />
      <Card className="mt-6 p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
          {t("home.coreNarrative")}
        </h2>
        <p className="mt-1 text-lg font-semibold">
          <NarrativeText item={manifesto.matchedNarrative} field="title" />
        </p>
        <p className="mt-1 text-sm">
          <NarrativeText
            item={{ ...manifesto.matchedNarrative, ...manifesto.matchedNarrative.data }}
            field="description"
          />
        </p>
        <p className="mt-2 text-sm italic text-slate-600 dark:text-slate-300">
          {manifesto.matchedNarrative.reason}
        </p>
      </Card>
      <h2 className="mt-6 text-lg font-semibold">
        {t("home.priorities", { count: manifesto.selectedPolicies.length })}
      </h2>
      <ul className="mt-3 space-y-3">
        {manifesto.selectedPolicies.map((p) => (
          <li key={p.id}>
            <Card className="p-4">
              <h3 className="font-semibold">
                <PolicyText item={p} field="title" />{" "}
                <span className="text-xs font-normal text-slate-600 dark:text-slate-300">
                  · <AreaName category={p.category} />
                </span>
              </h3>
              <p className="mt-1 text-sm">
                <PolicyText item={{ ...p, ...p.data }} field="description" />
              </p>
              <p className="mt-1 text-sm italic text-slate-600 dark:text-slate-300">{p.reason}</p>
            </Card>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-2">
        <Button variant="outline" onClick={onStartAgain}>
          {t("home.startAgain")}
        </Button>
        <Button onClick={vote}>{t("home.vote")}</Button>
        <Button variant="outline" onClick={edit}>
          {t("home.editSave")}
        </Button>
        <Link to={paths.quiz} className={buttonClass("ghost")}>
          {t("home.stillStuck")}
        </Link>
        <Link to={paths.policyAreas} className={buttonClass("ghost")}>
          {t("home.manualBuild")}
        </Link>
      </div>
      <SaveManifestoCard
        manifesto={manifesto}
        vision={vision}
        savedId={savedId}
        onSaved={setSavedId}
      />
    </div>
  );
}
