import { ENGLISH_REGIONS, NATIONS, type EnglishRegion, type Nation } from "@convex/domain/nations";
import { inputClass } from "@/lib/buttonClasses";
import { useT } from "@/i18n/react";
import { residenceMessages } from "@/i18n/messages/residence";
import { setResidenceAnswer, useResidenceAnswer, type ResidenceAnswer } from "@/lib/residence";

const PREFER_NOT = "prefer-not-to-say";

function nationValue(answer: ResidenceAnswer): string {
  if (answer === null) return "";
  return answer === PREFER_NOT ? PREFER_NOT : answer.nation;
}

/**
 * "Where do you live?" (docs/nations.md): a nation and, for England, one of its nine regions,
 * or "prefer not to say". Asked where it helps (the calculator's tax, the bind page), kept on
 * this device and sent only with a vote, under the vote's consent. Never a postcode. Its words
 * are the residence area's; `hint` comes worded by the caller.
 */
export function ResidenceQuestion({ idPrefix, hint }: { idPrefix: string; hint: string }) {
  const t = useT(residenceMessages);
  const answer = useResidenceAnswer();
  const nation = nationValue(answer);
  const region = answer !== null && answer !== PREFER_NOT ? answer.region : undefined;
  const regionMissing = nation === "england" && region === undefined;
  return (
    <fieldset className="space-y-2" data-testid={`${idPrefix}-residence`}>
      <legend className="text-sm font-medium">{t("residence.legend")}</legend>
      <p id={`${idPrefix}-residence-hint`} className="text-sm text-slate-600 dark:text-slate-300">
        {hint}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${idPrefix}-nation`} className="mb-1 block text-sm font-medium">
            {t("residence.nation")}
          </label>
          <select
            id={`${idPrefix}-nation`}
            className={inputClass}
            value={nation}
            aria-describedby={`${idPrefix}-residence-hint`}
            onChange={(event) => {
              const value = event.target.value;
              setResidenceAnswer(
                value === ""
                  ? null
                  : value === PREFER_NOT
                    ? PREFER_NOT
                    : { nation: value as Nation },
              );
            }}
          >
            <option value="">{t("residence.choose")}</option>
            {NATIONS.map((option) => (
              <option key={option} value={option}>
                {t(`residence.place.${option}`)}
              </option>
            ))}
            <option value={PREFER_NOT}>{t("residence.place.not-stated")}</option>
          </select>
        </div>
        {nation === "england" && (
          <div>
            <label htmlFor={`${idPrefix}-region`} className="mb-1 block text-sm font-medium">
              {t("residence.region")}
            </label>
            <select
              id={`${idPrefix}-region`}
              className={inputClass}
              value={region ?? ""}
              aria-invalid={regionMissing || undefined}
              aria-describedby={regionMissing ? `${idPrefix}-region-missing` : undefined}
              onChange={(event) =>
                setResidenceAnswer(
                  event.target.value === ""
                    ? { nation: "england" }
                    : { nation: "england", region: event.target.value as EnglishRegion },
                )
              }
            >
              <option value="">{t("residence.choose")}</option>
              {ENGLISH_REGIONS.map((option) => (
                <option key={option} value={option}>
                  {t(`residence.place.${option}`)}
                </option>
              ))}
            </select>
            {regionMissing && (
              <p
                id={`${idPrefix}-region-missing`}
                className="mt-1 text-sm text-slate-600 dark:text-slate-300"
              >
                {t("residence.regionMissing")}
              </p>
            )}
          </div>
        )}
      </div>
    </fieldset>
  );
}
