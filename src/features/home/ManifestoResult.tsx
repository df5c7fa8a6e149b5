import { useConvexAuth } from "convex/react";
import { Link, useNavigate } from "react-router-dom";
import { Button, buttonClass } from "../../components/ui/Button";
import { Card } from "../../components/ui/Card";
import { QuadrantBadge } from "../../components/ui/QuadrantBadge";
import { cn } from "../../lib/cn";
import { confidenceTone, matchPercent } from "../../lib/format";
import type { BuiltManifesto } from "./manifestoTypes";

const TONE = { good: "text-green-700 dark:text-green-400", fair: "text-orange-700 dark:text-orange-400", poor: "text-red-700 dark:text-red-400" };

/** The manifesto result view on the home page (spec 2.3). */
export function ManifestoResult({ manifesto, onStartAgain }: { manifesto: BuiltManifesto; onStartAgain: () => void }) {
  const { isAuthenticated } = useConvexAuth();
  const navigate = useNavigate();
  return (
    <div className="w-full text-left">
      <div className="flex flex-wrap items-center gap-3">
        <QuadrantBadge quadrant={manifesto.quadrantAlignment} />
        <span className={cn("text-sm font-bold", TONE[confidenceTone(manifesto.confidenceScore)])}>{matchPercent(manifesto.confidenceScore)} Match</span>
      </div>
      <h1 className="mt-2 text-3xl font-bold">{manifesto.manifestoTitle}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{manifesto.manifestoDescription}</p>
      <Card className="mt-6 p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">Your Core Narrative</h2>
        <p className="mt-1 text-lg font-semibold">{manifesto.matchedNarrative.title}</p>
        <p className="mt-1 text-sm">{manifesto.matchedNarrative.data.description}</p>
        <p className="mt-2 text-sm italic text-slate-600 dark:text-slate-300">{manifesto.matchedNarrative.reason}</p>
      </Card>
      <h2 className="mt-6 text-lg font-semibold">Your Policy Priorities ({manifesto.selectedPolicies.length} policies)</h2>
      <ul className="mt-3 space-y-3">
        {manifesto.selectedPolicies.map((p) => (
          <li key={p.id}><Card className="p-4">
            <p className="font-semibold">{p.title} <span className="text-xs font-normal text-slate-600 dark:text-slate-300">· {p.category}</span></p>
            <p className="mt-1 text-sm">{p.data.description}</p>
            <p className="mt-1 text-sm italic text-slate-600 dark:text-slate-300">{p.reason}</p>
          </Card></li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-2">
        <Button variant="outline" onClick={onStartAgain}>Start Again</Button>
        <Button onClick={() => navigate("/manifesto/edit", { state: { manifesto } })}>Edit/Save Policies</Button>
        <Link to="/quiz" className={buttonClass("ghost")}>Still stuck? Try the quiz</Link>
        <Link to="/policy-areas" className={buttonClass("ghost")}>Manual Build</Link>
      </div>
      {!isAuthenticated && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">Sign in to save your manifesto and compare with others in your community.</p>
      )}
    </div>
  );
}
