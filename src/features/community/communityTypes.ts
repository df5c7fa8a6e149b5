import type { FunctionReturnType } from "convex/server";
import type { api } from "@convex/_generated/api";

/**
 * `community:page`: everything the Community view shows, of one of three kinds: `nation`
 * (no room), `room` (the room's results beside the nation's) or `unknownRoom` (no room has
 * the code). Each carries the nation's results and any sample data.
 */
export type CommunityPageData = FunctionReturnType<typeof api.community.page>;

/** One scope's figures: the nation's, a room's or the sample data's. */
export type CommunityResults = CommunityPageData["nation"];
