import type { Doc } from "@convex/_generated/dataModel";
import { PolicyCostList } from "@/components/PolicyCostList";
import { WhoDecidesNote } from "@/components/WhoDecidesNote";
import { Card, CardContent, CardHeader } from "@/components/ui/Card";
import { Skeleton } from "@/components/ui/Skeleton";
import { useT } from "@/i18n/react";
import { bindMessages } from "@/i18n/messages/bind";

/** The chosen policies with their costs, grouped by category. */
export function ChosenPolicies({ policies }: { policies: Doc<"policies">[] | undefined }) {
  const t = useT(bindMessages);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t("bind.policies.title")}</h2>
      </CardHeader>
      <CardContent>
        {policies === undefined ? (
          <div className="space-y-2">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-12" />
            ))}
          </div>
        ) : policies.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("bind.policies.none")}</p>
        ) : (
          <div className="space-y-3">
            <PolicyCostList policies={policies} label={t("bind.policies.title")} />
            <WhoDecidesNote policies={policies} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
