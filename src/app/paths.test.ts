import { matchPath } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { paths, patterns } from "./paths";

describe("the route table", () => {
  it("builds links the router's patterns match, with the same parameters back", () => {
    expect(matchPath(patterns.joinRoom, paths.joinRoom("KXB47Q"))?.params).toEqual({
      code: "KXB47Q",
    });
    // The category is encoded in the link; the page decodes it.
    const category = matchPath(
      patterns.narrativeCategory,
      paths.narrativeCategory("n1", "Health & Care"),
    )?.params.category;
    expect(decodeURIComponent(category ?? "")).toBe("Health & Care");
    expect(matchPath(patterns.sharedManifesto, paths.sharedManifesto("t0k3n"))?.params).toEqual({
      token: "t0k3n",
    });
    expect(matchPath(patterns.quadrant, paths.quadrant("rewild"))?.params).toEqual({
      name: "rewild",
    });
  });

  it("scopes the community and presenter views to a room with ?room=", () => {
    expect(paths.roomCommunity("KXB47Q")).toBe("/community-comparison?room=KXB47Q");
    expect(paths.presentRoom("KXB47Q")).toBe("/present?room=KXB47Q");
    expect(paths.presentRoom("KXB47Q", "compare")).toBe("/present?room=KXB47Q&view=compare");
  });
});
