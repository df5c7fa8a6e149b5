import { memo } from "react";
import { useNavigate } from "react-router-dom";
import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { ManifestoCard } from "./ManifestoCard";
import { paths } from "@/app/paths";
import { accountMessages } from "@/i18n/messages/account";
import { useT } from "@/i18n/react";

/** The user's saved manifestos, newest first, or the spec's empty state (spec 2.3 "Account"). */
export const SavedManifestos = memo(function SavedManifestos({ signedIn }: { signedIn: boolean }) {
  const t = useT(accountMessages);
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
          <p className="text-lg font-medium">{t("account.noneSaved")}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t("account.noneSavedHint")}
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <Button onClick={() => navigate(paths.home)}>{t("account.createAi")}</Button>
            <Button variant="outline" onClick={() => navigate(paths.narratives)}>
              {t("account.chooseNarratives")}
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
});
