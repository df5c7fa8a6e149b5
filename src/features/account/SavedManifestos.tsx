import { useNavigate } from "react-router-dom";
import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { ManifestoCard } from "./ManifestoCard";
import { paths } from "@/app/paths";

/** The user's saved manifestos, newest first, or the spec's empty state (spec 2.3 "Account"). */
export function SavedManifestos({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const manifestos = useQuery(api.manifestos.listMine, signedIn ? {} : "skip");
  return (
    <>
      {manifestos === undefined ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : manifestos.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="text-lg font-medium">No saved manifestos yet</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Build one from your own words, or start from a narrative.
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <Button onClick={() => navigate(paths.home)}>Create AI Manifesto</Button>
            <Button variant="outline" onClick={() => navigate(paths.narratives)}>
              Choose from Narratives
            </Button>
          </div>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {manifestos.map((manifesto) => (
            <li key={manifesto._id}>
              <ManifestoCard manifesto={manifesto} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
