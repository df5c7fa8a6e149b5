import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "@/components/ui/Button";
import { Card } from "@/components/ui/Card";
import { PageContainer } from "@/components/ui/Page";
import { STEPS } from "./steps";
import { paths } from "@/app/paths";
import { economyMessages } from "@/i18n/messages/economy";
import { useT } from "@/i18n/react";

/** /economy-explained (spec 2.3): five steps; Back on step 1 → /narratives, the last step → /tax-simulator. */
export default function EconomyExplainerPage() {
  const [index, setIndex] = useState(0);
  const navigate = useNavigate();
  const t = useT(economyMessages);
  const step = STEPS[index];
  const total = STEPS.length;
  const percent = Math.round(((index + 1) / total) * 100);

  return (
    <PageContainer className="max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("economy.title")}</h1>
      <div className="mt-4 flex items-center justify-between text-sm font-medium text-slate-700 dark:text-slate-200">
        <span>{t("economy.step", { step: String(index + 1), total: String(total) })}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t("economy.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-teal-600 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <Card className="mt-6 p-6">
        <h2 className="text-xl font-semibold">{t(step.title)}</h2>
        <div className="mt-3 text-slate-700 dark:text-slate-200">
          <step.Body />
        </div>
      </Card>
      <div className="mt-6 flex justify-between">
        <Button
          variant="outline"
          onClick={() => (index === 0 ? navigate(paths.narratives) : setIndex(index - 1))}
        >
          {t("common.back")}
        </Button>
        <Button
          onClick={() => (index === total - 1 ? navigate(paths.taxSimulator) : setIndex(index + 1))}
        >
          {index === total - 1 ? t("economy.toSimulator") : t("common.next")}
        </Button>
      </div>
    </PageContainer>
  );
}
