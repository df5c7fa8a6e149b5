import type { Doc } from "../../../convex/_generated/dataModel";
import { formatCost } from "../../../convex/domain/economy";
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from "../../components/ui";

/** The chosen policies with their costs, grouped by category. */
export function ChosenPolicies({ policies }: { policies: Doc<"policies">[] | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your chosen policies</CardTitle>
      </CardHeader>
      <CardContent>
        {policies === undefined ? (
          <div className="space-y-2">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-12" />
            ))}
          </div>
        ) : policies.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">No policies chosen yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {policies.map((policy) => (
              <li key={policy._id} className="flex items-start justify-between gap-3 py-3">
                <span className="min-w-0">
                  <span className="block font-medium">{policy.title}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-300">{policy.category}</span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums">{formatCost(policy.costEstimate)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
