/** /community-manifesto (src/features/community-manifesto): English, the source (docs/i18n.md). */
export const communityManifestoEnGB = {
  "communityManifesto.title": "Community Manifesto",
  "communityManifesto.description":
    "What everyone who has bound a vote is asking for, written from the community's live results.",
  "communityManifesto.refresh": "Refresh",
  "communityManifesto.comparison": "Community comparison",
  "communityManifesto.loading": "Loading the community manifesto",
  "communityManifesto.failed": "Failed to load community manifesto",
  "communityManifesto.retry": "Try again",
  "communityManifesto.empty": "No community data available",
  "communityManifesto.emptyBody":
    "The community manifesto appears once people have bound their votes.",
  "communityManifesto.toSimulator": "Set your budget and vote",
  "communityManifesto.from": "From {count, plural, one {# active vote} other {# active votes}}",
  "communityManifesto.vision": "Community Vision",
  "communityManifesto.whyProportional": "Why a proportional manifesto",
  "communityManifesto.impact": "Economic Impact",
  "communityManifesto.averageTax": "Average transaction tax",
  "communityManifesto.averageDividend": "Average citizen dividend",
  "communityManifesto.priceFigure": "Cost of living rises",
  "communityManifesto.range": "{central} (range {low} to {high})",
  "communityManifesto.popular": "Popular Policies by Category",
  "communityManifesto.noPolicies": "No policies have been chosen yet.",
} as const;
