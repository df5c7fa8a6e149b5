import { Card } from "@/components/ui/Card";
import { PolicyText } from "@/i18n/data/useCatalogueText";
import { useT } from "@/i18n/react";
import { AreaName } from "@/i18n/data/AreaName";
import { communityManifestoMessages } from "@/i18n/messages/communityManifesto";

/** 'Popular Policies by Category' (spec 2.3): the community's most chosen policies per area. */
export function PopularPolicies({ categories }: { categories: Record<string, string[]> }) {
  const t = useT(communityManifestoMessages);
  const entries = Object.entries(categories).filter(([, titles]) => titles.length > 0);
  return (
    <section aria-labelledby="popular-policies">
      <h2 id="popular-policies" className="text-xl font-semibold">
        {t("communityManifesto.popular")}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          {t("communityManifesto.noPolicies")}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map(([category, titles]) => (
            <li key={category}>
              <Card className="h-full p-4">
                <h3 className="font-semibold">
                  <AreaName category={category} />
                </h3>
                <ol className="mt-2 space-y-1.5 text-sm">
                  {titles.map((title, index) => (
                    <li key={title} className="flex gap-2">
                      <span
                        aria-hidden="true"
                        className="grid h-5 w-5 shrink-0 place-items-center rounded-full bg-teal-700 text-xs font-bold text-white"
                      >
                        {index + 1}
                      </span>
                      <span>
                        <PolicyText item={{ title }} field="title" />
                      </span>
                    </li>
                  ))}
                </ol>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
