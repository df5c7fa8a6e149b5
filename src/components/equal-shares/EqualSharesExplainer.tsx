import { T, useT } from "@/i18n/react";
import { equalSharesMessages } from "@/i18n/messages/equalShares";

/**
 * The Method of Equal Shares in plain English (docs/equal-shares.md), shown on
 * /community-manifesto and /methods.
 */
export function EqualSharesExplainer() {
  // Suspends until the area's Welsh is there, so <T> below never shows an id.
  useT(equalSharesMessages);
  return (
    <div className="space-y-3" data-testid="equal-shares-explainer">
      <p>
        <T id="equalShares.explainer.popular" />
      </p>
      <p>
        <T id="equalShares.explainer.method" components={{ 0: <strong /> }} />
      </p>
      <p>
        <T id="equalShares.explainer.rules" />
      </p>
      <p>
        <T id="equalShares.explainer.ejr" components={{ 0: <em /> }} />
      </p>
    </div>
  );
}
