import { memo } from "react";
import type { Doc } from "@convex/_generated/dataModel";
import { Deferred } from "@/components/Deferred";
import { WhoDecidesNote } from "@/components/WhoDecidesNote";
import { DistributionChart } from "./DistributionChart";
import { PersonalImpactCalculator } from "./PersonalImpactCalculator";

interface Props {
  policies: Doc<"policies">[] | undefined;
  taxRate: number;
  dividend: number;
}

/**
 * The simulator below its first screen: who decides the chosen policies, the personal impact
 * calculator and the distribution by income tenth. A chunk of its own (issue 42), loaded
 * after the page's first paint, so a phone parses none of the calculator's tax tables and the
 * distribution's household model before the page shows; the distribution draws after the
 * calculator, each in a commit of its own rather than one long task.
 */
export default memo(function SimulatorBelowFold({ policies, taxRate, dividend }: Props) {
  return (
    <div className="space-y-6">
      <WhoDecidesNote policies={policies} />
      <PersonalImpactCalculator taxRate={taxRate} dividend={dividend} />
      <Deferred className="h-[28rem]">
        <DistributionChart taxRate={taxRate} dividend={dividend} />
      </Deferred>
    </div>
  );
});
