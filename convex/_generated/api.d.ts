/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";
import type * as ai from "../ai.js";
import type * as auth from "../auth.js";
import type * as authInfo from "../authInfo.js";
import type * as authThrottle from "../authThrottle.js";
import type * as catalogue_fallback from "../catalogue/fallback.js";
import type * as catalogue_index from "../catalogue/index.js";
import type * as catalogue_leap from "../catalogue/leap.js";
import type * as catalogue_pressure from "../catalogue/pressure.js";
import type * as catalogue_rewild from "../catalogue/rewild.js";
import type * as catalogue_scale from "../catalogue/scale.js";
import type * as catalogue_steady from "../catalogue/steady.js";
import type * as catalogue_types from "../catalogue/types.js";
import type * as community from "../community.js";
import type * as creationThrottle from "../creationThrottle.js";
import type * as crons from "../crons.js";
import type * as domain_ai_circuit from "../domain/ai/circuit.js";
import type * as domain_ai_communityManifesto from "../domain/ai/communityManifesto.js";
import type * as domain_ai_fairness from "../domain/ai/fairness.js";
import type * as domain_ai_fromSection from "../domain/ai/fromSection.js";
import type * as domain_ai_limits from "../domain/ai/limits.js";
import type * as domain_ai_manifesto from "../domain/ai/manifesto.js";
import type * as domain_ai_match from "../domain/ai/match.js";
import type * as domain_ai_modelOutput from "../domain/ai/modelOutput.js";
import type * as domain_ai_prompts from "../domain/ai/prompts.js";
import type * as domain_ai_rateLimit from "../domain/ai/rateLimit.js";
import type * as domain_ai_search from "../domain/ai/search.js";
import type * as domain_ai_shortlist from "../domain/ai/shortlist.js";
import type * as domain_ai_summary from "../domain/ai/summary.js";
import type * as domain_ai_summaryInput from "../domain/ai/summaryInput.js";
import type * as domain_ai_synonyms from "../domain/ai/synonyms.js";
import type * as domain_ai_text from "../domain/ai/text.js";
import type * as domain_ai_types from "../domain/ai/types.js";
import type * as domain_ai_wording from "../domain/ai/wording.js";
import type * as domain_areas from "../domain/areas.js";
import type * as domain_cataloguePlan from "../domain/cataloguePlan.js";
import type * as domain_clientAddress from "../domain/clientAddress.js";
import type * as domain_commonPasswords from "../domain/commonPasswords.js";
import type * as domain_consensus from "../domain/consensus.js";
import type * as domain_creationThrottle from "../domain/creationThrottle.js";
import type * as domain_economy_budget from "../domain/economy/budget.js";
import type * as domain_economy_constants from "../domain/economy/constants.js";
import type * as domain_economy_costs from "../domain/economy/costs.js";
import type * as domain_economy_describe from "../domain/economy/describe.js";
import type * as domain_economy_distribution from "../domain/economy/distribution.js";
import type * as domain_economy_explainer from "../domain/economy/explainer.js";
import type * as domain_economy_fallbackPolicies from "../domain/economy/fallbackPolicies.js";
import type * as domain_economy_format from "../domain/economy/format.js";
import type * as domain_economy_gauge from "../domain/economy/gauge.js";
import type * as domain_economy_incidence from "../domain/economy/incidence.js";
import type * as domain_economy_index from "../domain/economy/index.js";
import type * as domain_economy_inflation from "../domain/economy/inflation.js";
import type * as domain_economy_personalImpact from "../domain/economy/personalImpact.js";
import type * as domain_economy_revenue from "../domain/economy/revenue.js";
import type * as domain_economy_segments from "../domain/economy/segments.js";
import type * as domain_economy_sliders from "../domain/economy/sliders.js";
import type * as domain_economy_ukTax2025 from "../domain/economy/ukTax2025.js";
import type * as domain_economy_validate from "../domain/economy/validate.js";
import type * as domain_ids from "../domain/ids.js";
import type * as domain_messages from "../domain/messages.js";
import type * as domain_numbers from "../domain/numbers.js";
import type * as domain_passwordPolicy from "../domain/passwordPolicy.js";
import type * as domain_positionGrid from "../domain/positionGrid.js";
import type * as domain_privacy from "../domain/privacy.js";
import type * as domain_progress from "../domain/progress.js";
import type * as domain_quiz from "../domain/quiz.js";
import type * as domain_quotas from "../domain/quotas.js";
import type * as domain_roomGuards from "../domain/roomGuards.js";
import type * as domain_rooms from "../domain/rooms.js";
import type * as domain_selection from "../domain/selection.js";
import type * as domain_signInThrottle from "../domain/signInThrottle.js";
import type * as domain_syntheticVotes from "../domain/syntheticVotes.js";
import type * as domain_tallyShards from "../domain/tallyShards.js";
import type * as domain_verification from "../domain/verification.js";
import type * as domain_voteRules from "../domain/voteRules.js";
import type * as guests from "../guests.js";
import type * as http from "../http.js";
import type * as manifestos from "../manifestos.js";
import type * as model_aiCatalogue from "../model/aiCatalogue.js";
import type * as model_aiCircuit from "../model/aiCircuit.js";
import type * as model_aiCommunity from "../model/aiCommunity.js";
import type * as model_aiEngines from "../model/aiEngines.js";
import type * as model_aiErrors from "../model/aiErrors.js";
import type * as model_aiModel from "../model/aiModel.js";
import type * as model_aiRateLimit from "../model/aiRateLimit.js";
import type * as model_auth from "../model/auth.js";
import type * as model_catalogue from "../model/catalogue.js";
import type * as model_clientAddress from "../model/clientAddress.js";
import type * as model_community from "../model/community.js";
import type * as model_communityExport from "../model/communityExport.js";
import type * as model_consensus from "../model/consensus.js";
import type * as model_consent from "../model/consent.js";
import type * as model_creationGate from "../model/creationGate.js";
import type * as model_economy from "../model/economy.js";
import type * as model_errors from "../model/errors.js";
import type * as model_functions from "../model/functions.js";
import type * as model_guests from "../model/guests.js";
import type * as model_mail from "../model/mail.js";
import type * as model_manifestos from "../model/manifestos.js";
import type * as model_personalData from "../model/personalData.js";
import type * as model_policies from "../model/policies.js";
import type * as model_profiles from "../model/profiles.js";
import type * as model_quotas from "../model/quotas.js";
import type * as model_rankings from "../model/rankings.js";
import type * as model_retention from "../model/retention.js";
import type * as model_returns from "../model/returns.js";
import type * as model_roomGuards from "../model/roomGuards.js";
import type * as model_roomHold from "../model/roomHold.js";
import type * as model_rooms from "../model/rooms.js";
import type * as model_seed from "../model/seed.js";
import type * as model_tallies from "../model/tallies.js";
import type * as model_tallyMigration from "../model/tallyMigration.js";
import type * as model_users from "../model/users.js";
import type * as model_verification from "../model/verification.js";
import type * as model_votes from "../model/votes.js";
import type * as narratives from "../narratives.js";
import type * as policies from "../policies.js";
import type * as privacy from "../privacy.js";
import type * as profiles from "../profiles.js";
import type * as progress from "../progress.js";
import type * as quiz from "../quiz.js";
import type * as rankings from "../rankings.js";
import type * as rooms from "../rooms.js";
import type * as seed from "../seed.js";
import type * as tallies from "../tallies.js";
import type * as validators from "../validators.js";
import type * as verification from "../verification.js";
import type * as votes from "../votes.js";

/**
 * A utility for referencing Convex functions in your app's API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
declare const fullApi: ApiFromModules<{
  ai: typeof ai;
  auth: typeof auth;
  authInfo: typeof authInfo;
  authThrottle: typeof authThrottle;
  "catalogue/fallback": typeof catalogue_fallback;
  "catalogue/index": typeof catalogue_index;
  "catalogue/leap": typeof catalogue_leap;
  "catalogue/pressure": typeof catalogue_pressure;
  "catalogue/rewild": typeof catalogue_rewild;
  "catalogue/scale": typeof catalogue_scale;
  "catalogue/steady": typeof catalogue_steady;
  "catalogue/types": typeof catalogue_types;
  community: typeof community;
  creationThrottle: typeof creationThrottle;
  crons: typeof crons;
  "domain/ai/circuit": typeof domain_ai_circuit;
  "domain/ai/communityManifesto": typeof domain_ai_communityManifesto;
  "domain/ai/fairness": typeof domain_ai_fairness;
  "domain/ai/fromSection": typeof domain_ai_fromSection;
  "domain/ai/limits": typeof domain_ai_limits;
  "domain/ai/manifesto": typeof domain_ai_manifesto;
  "domain/ai/match": typeof domain_ai_match;
  "domain/ai/modelOutput": typeof domain_ai_modelOutput;
  "domain/ai/prompts": typeof domain_ai_prompts;
  "domain/ai/rateLimit": typeof domain_ai_rateLimit;
  "domain/ai/search": typeof domain_ai_search;
  "domain/ai/shortlist": typeof domain_ai_shortlist;
  "domain/ai/summary": typeof domain_ai_summary;
  "domain/ai/summaryInput": typeof domain_ai_summaryInput;
  "domain/ai/synonyms": typeof domain_ai_synonyms;
  "domain/ai/text": typeof domain_ai_text;
  "domain/ai/types": typeof domain_ai_types;
  "domain/ai/wording": typeof domain_ai_wording;
  "domain/areas": typeof domain_areas;
  "domain/cataloguePlan": typeof domain_cataloguePlan;
  "domain/clientAddress": typeof domain_clientAddress;
  "domain/commonPasswords": typeof domain_commonPasswords;
  "domain/consensus": typeof domain_consensus;
  "domain/creationThrottle": typeof domain_creationThrottle;
  "domain/economy/budget": typeof domain_economy_budget;
  "domain/economy/constants": typeof domain_economy_constants;
  "domain/economy/costs": typeof domain_economy_costs;
  "domain/economy/describe": typeof domain_economy_describe;
  "domain/economy/distribution": typeof domain_economy_distribution;
  "domain/economy/explainer": typeof domain_economy_explainer;
  "domain/economy/fallbackPolicies": typeof domain_economy_fallbackPolicies;
  "domain/economy/format": typeof domain_economy_format;
  "domain/economy/gauge": typeof domain_economy_gauge;
  "domain/economy/incidence": typeof domain_economy_incidence;
  "domain/economy/index": typeof domain_economy_index;
  "domain/economy/inflation": typeof domain_economy_inflation;
  "domain/economy/personalImpact": typeof domain_economy_personalImpact;
  "domain/economy/revenue": typeof domain_economy_revenue;
  "domain/economy/segments": typeof domain_economy_segments;
  "domain/economy/sliders": typeof domain_economy_sliders;
  "domain/economy/ukTax2025": typeof domain_economy_ukTax2025;
  "domain/economy/validate": typeof domain_economy_validate;
  "domain/ids": typeof domain_ids;
  "domain/messages": typeof domain_messages;
  "domain/numbers": typeof domain_numbers;
  "domain/passwordPolicy": typeof domain_passwordPolicy;
  "domain/positionGrid": typeof domain_positionGrid;
  "domain/privacy": typeof domain_privacy;
  "domain/progress": typeof domain_progress;
  "domain/quiz": typeof domain_quiz;
  "domain/quotas": typeof domain_quotas;
  "domain/roomGuards": typeof domain_roomGuards;
  "domain/rooms": typeof domain_rooms;
  "domain/selection": typeof domain_selection;
  "domain/signInThrottle": typeof domain_signInThrottle;
  "domain/syntheticVotes": typeof domain_syntheticVotes;
  "domain/tallyShards": typeof domain_tallyShards;
  "domain/verification": typeof domain_verification;
  "domain/voteRules": typeof domain_voteRules;
  guests: typeof guests;
  http: typeof http;
  manifestos: typeof manifestos;
  "model/aiCatalogue": typeof model_aiCatalogue;
  "model/aiCircuit": typeof model_aiCircuit;
  "model/aiCommunity": typeof model_aiCommunity;
  "model/aiEngines": typeof model_aiEngines;
  "model/aiErrors": typeof model_aiErrors;
  "model/aiModel": typeof model_aiModel;
  "model/aiRateLimit": typeof model_aiRateLimit;
  "model/auth": typeof model_auth;
  "model/catalogue": typeof model_catalogue;
  "model/clientAddress": typeof model_clientAddress;
  "model/community": typeof model_community;
  "model/communityExport": typeof model_communityExport;
  "model/consensus": typeof model_consensus;
  "model/consent": typeof model_consent;
  "model/creationGate": typeof model_creationGate;
  "model/economy": typeof model_economy;
  "model/errors": typeof model_errors;
  "model/functions": typeof model_functions;
  "model/guests": typeof model_guests;
  "model/mail": typeof model_mail;
  "model/manifestos": typeof model_manifestos;
  "model/personalData": typeof model_personalData;
  "model/policies": typeof model_policies;
  "model/profiles": typeof model_profiles;
  "model/quotas": typeof model_quotas;
  "model/rankings": typeof model_rankings;
  "model/retention": typeof model_retention;
  "model/returns": typeof model_returns;
  "model/roomGuards": typeof model_roomGuards;
  "model/roomHold": typeof model_roomHold;
  "model/rooms": typeof model_rooms;
  "model/seed": typeof model_seed;
  "model/tallies": typeof model_tallies;
  "model/tallyMigration": typeof model_tallyMigration;
  "model/users": typeof model_users;
  "model/verification": typeof model_verification;
  "model/votes": typeof model_votes;
  narratives: typeof narratives;
  policies: typeof policies;
  privacy: typeof privacy;
  profiles: typeof profiles;
  progress: typeof progress;
  quiz: typeof quiz;
  rankings: typeof rankings;
  rooms: typeof rooms;
  seed: typeof seed;
  tallies: typeof tallies;
  validators: typeof validators;
  verification: typeof verification;
  votes: typeof votes;
}>;
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;
