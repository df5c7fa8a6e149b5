"""Re-derive the expected outcomes of convex/domain/equalShares.fixtures.json with pabutools.

    pip install pabutools
    python scripts/equalSharesFixtures.py            # report differences
    python scripts/equalSharesFixtures.py --write    # replace "expected" with pabutools' outcomes

Each fixture's options map to pabutools as follows (exact fractions throughout):
- utility "cost" / "cardinality": sat_class Cost_Sat / Cardinality_Sat;
- varyingBudget with exhaustiveOver "candidates": method_of_equal_shares(...,
  voter_budget_increment=stepPerVoter);
- varyingBudget with exhaustiveOver "all": exhaustion_by_budget_increase(...,
  budget_step=stepPerVoter * number of voters);
- greedyFill: completion_by_rule_combination with greedy_utilitarian_welfare after it.
Outcomes are irresolute (every tied outcome), as the fixtures list them.

NOT RUN in this repository's build: its machine reaches no Python package index
(docs/equal-shares.md "Fixtures").
"""

import json
import sys
from fractions import Fraction
from pathlib import Path

from pabutools.election import (
    ApprovalBallot,
    ApprovalProfile,
    Cardinality_Sat,
    Cost_Sat,
    Instance,
    Project,
)
from pabutools.rules import (
    completion_by_rule_combination,
    exhaustion_by_budget_increase,
    greedy_utilitarian_welfare,
    method_of_equal_shares,
)

FIXTURES = Path(__file__).resolve().parent.parent / "convex/domain/equalShares.fixtures.json"


def exact(value):
    return Fraction(str(value))


def outcomes(fixture):
    projects = {p["id"]: Project(p["id"], exact(p["cost"])) for p in fixture["projects"]}
    instance = Instance(projects.values(), budget_limit=exact(fixture["budget"]))
    profile = ApprovalProfile(instance=instance)
    for voter in fixture["voters"]:
        ballot = [projects[i] for i in voter["approvals"] if i in projects]
        for _ in range(voter.get("weight", 1)):
            profile.append(ApprovalBallot(ballot))
    options = fixture["options"]
    sat = Cost_Sat if options["utility"] == "cost" else Cardinality_Sat
    varying = options.get("varyingBudget")

    def first_rule(inst, prof, initial_budget_allocation=None, resoluteness=False):
        if varying and varying.get("exhaustiveOver", "candidates") == "all":
            return exhaustion_by_budget_increase(
                inst,
                prof,
                method_of_equal_shares,
                {"sat_class": sat},
                initial_budget_allocation=initial_budget_allocation,
                budget_step=exact(varying["stepPerVoter"]) * prof.num_ballots(),
                resoluteness=resoluteness,
            )
        return method_of_equal_shares(
            inst,
            prof,
            sat_class=sat,
            initial_budget_allocation=initial_budget_allocation,
            voter_budget_increment=exact(varying["stepPerVoter"]) if varying else None,
            resoluteness=resoluteness,
        )

    if options.get("greedyFill"):
        result = completion_by_rule_combination(
            instance,
            profile,
            [first_rule, greedy_utilitarian_welfare],
            [{}, {"sat_class": sat}],
            resoluteness=False,
        )
    else:
        result = first_rule(instance, profile, resoluteness=False)
    return sorted({tuple(sorted(p.name for p in alloc)) for alloc in result})


def main():
    data = json.loads(FIXTURES.read_text())
    differences = 0
    for fixture in data["fixtures"]:
        computed = [list(o) for o in outcomes(fixture)]
        expected = sorted(sorted(o) for o in fixture["expected"])
        if computed != expected:
            differences += 1
            print(f"{fixture['name']}: fixture {expected}, pabutools {computed}")
            if "--write" in sys.argv:
                fixture["expected"] = computed
    if "--write" in sys.argv:
        FIXTURES.write_text(json.dumps(data) + "\n")
    print(f"{differences} difference(s) in {len(data['fixtures'])} fixtures")


if __name__ == "__main__":
    main()
