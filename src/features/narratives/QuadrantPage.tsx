import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { Link, useNavigate, useParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { isQuadrant } from "@convex/domain/areas";
import { looksLikeConvexId } from "@convex/domain/ids";
import { buttonClass } from "@/components/ui/Button";
import { PageContainer } from "@/components/ui/Page";
import { QuadrantBadge } from "@/components/ui/QuadrantBadge";
import { Skeleton } from "@/components/ui/Skeleton";
import { QUADRANT_INFO, type Quadrant } from "@/lib/quadrants";
import { selectNarrative } from "@/lib/selection";
import { useRedirectWithToast } from "@/lib/useRedirectWithToast";
import { NarrativeCard } from "./NarrativeCard";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { narrativesMessages } from "@/i18n/messages/narratives";

type QuadrantNarrative = FunctionReturnType<typeof api.narratives.listByQuadrant>[number];

function NarrativeList({ quadrant }: { quadrant: Quadrant }) {
  const narratives = useQuery(api.narratives.listByQuadrant, { quadrant });
  if (narratives === undefined) {
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-64 rounded-xl" />
        ))}
      </div>
    );
  }
  return <NarrativeCards narratives={narratives.filter((n) => looksLikeConvexId(n._id))} />;
}

/** The cards, each with the share of real votes once any chose it. */
function NarrativeCards({ narratives: valid }: { narratives: QuadrantNarrative[] }) {
  const navigate = useNavigate();
  const shares = useQuery(api.community.shares, { narrativeIds: valid.map((n) => n._id) });
  const t = useT(narrativesMessages);
  if (valid.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
        {t("narratives.noneInQuadrant")}
      </p>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {valid.map((narrative) => (
        <NarrativeCard
          key={narrative._id}
          title={narrative.title}
          description={narrative.description}
          popularity={narrative.popularityScore}
          share={shares?.narratives[narrative._id]}
          policies={narrative.previewPolicies}
          onBegin={() => {
            selectNarrative({
              id: narrative._id,
              title: narrative.title,
              quadrant: narrative.quadrant,
            });
            void navigate(paths.narrativeSummary(narrative._id));
          }}
        />
      ))}
    </div>
  );
}

/** /quadrant/{name} (spec 2.3). */
export default function QuadrantPage() {
  const { name = "" } = useParams();
  const valid = isQuadrant(name);
  const t = useT(narrativesMessages);
  useRedirectWithToast(valid ? null : t("narratives.invalidQuadrant"), paths.narratives);
  if (!valid) return null;
  const info = QUADRANT_INFO[name];
  const back = name === "rewild" || name === "leap" ? paths.narratives : paths.quizResult;
  return (
    <PageContainer>
      <Link to={back} className={buttonClass("ghost", "sm", "-ml-3 mb-4")}>
        {t("narratives.back")}
      </Link>
      <div className={`mb-8 rounded-2xl border-2 p-6 ${info.card}`}>
        <QuadrantBadge quadrant={name} />
        <h1 className="mt-3 text-3xl font-bold tracking-tight">{t(`quadrant.${name}.name`)}</h1>
        <p className="mt-1 text-lg font-medium">{t(`quadrant.${name}.tagline`)}</p>
        <p className="mt-3 max-w-2xl text-slate-700 dark:text-slate-200">
          {t(`quadrant.${name}.blurb`)}
        </p>
      </div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t("narratives.chooseNarrative")}</h2>
        <Link to={paths.policyAreas} className={buttonClass("outline", "sm")}>
          {t("narratives.switchToManual")}
        </Link>
      </div>
      <NarrativeList quadrant={name} />
    </PageContainer>
  );
}
