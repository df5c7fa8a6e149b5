import { Link } from "react-router-dom";
import { Card } from "@/components/ui/Card";
import { Button } from "@/components/ui/Button";
import { paths } from "@/app/paths";
import { useT } from "@/i18n/react";
import { policyPickerMessages } from "@/i18n/messages/policyPicker";

interface Props {
  areaId: string;
  name: string;
  chosenCount: number;
  onOpen: () => void;
}

/** One of the 13 areas in the manual variant. */
export function ManualAreaCard({ areaId, name, chosenCount, onOpen }: Props) {
  const t = useT(policyPickerMessages);
  return (
    <Card className="flex flex-col p-4">
      <h2 className="text-base font-semibold">{name}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {chosenCount > 0
          ? t("policyPicker.card.selected", { count: chosenCount })
          : t("policyPicker.card.communityDefault")}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-3">
        <Button
          size="sm"
          onClick={onOpen}
          aria-label={t("policyPicker.card.chooseLabel", { area: name })}
        >
          {t("policyPicker.card.choose")}
        </Button>
        <Link
          to={paths.policyArea(areaId)}
          className="inline-flex h-8 items-center rounded-lg px-2 text-sm font-medium text-teal-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 dark:text-teal-300"
          aria-label={t("policyPicker.card.defaultLabel", { area: name })}
        >
          {t("policyPicker.card.default")}
        </Link>
      </div>
    </Card>
  );
}
