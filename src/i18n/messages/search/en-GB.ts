/** The AI policy search (src/features/search): English, the source (docs/i18n.md "Catalogues per area"). */
export const searchEnGB = {
  "search.title": "AI Policy Search",
  "search.description":
    "Ask a question in your own words. The search finds matching policies or narratives, says why each one matches, and recommends where to look next.",
  "search.empty": "Results appear here: policies or narratives, each with the reason it matches.",
  "search.label": "Ask about policies or narratives",
  "search.placeholder": "Ask a question, e.g. How can we cut NHS waiting lists?",
  "search.submit": "Search",
  "search.searching": "Searching...",
  "search.examples": "Try one of these",
  "search.example.nhs": "How can we cut NHS waiting lists?",
  "search.example.housing": "How can we make housing affordable for renters?",
  "search.example.carbon": "What policies would cut carbon emissions fastest?",
  "search.example.poverty": "How could we reduce child poverty?",
  "search.example.community": "Which narratives focus on community ownership?",
  "search.loading": "Searching the policy catalogue...",
  "search.answerFor": "Answer for “{query}”",
  "search.matchingNarratives": "Matching narratives ({count})",
  "search.matchingPolicies": "Matching policies ({count})",
  "search.noMatch":
    "No policies or narratives matched. Try other words, such as an area like housing or health.",
  "search.whyMatches": "Why it matches:",
  "search.recommended": "Recommended for you",
  "search.why": "Why:",
  "search.view": "View",
  "search.explore": "Explore {quadrant} quadrant",
  "search.narrative": "Narrative",
} as const;
