/**
 * Whether a visitor may be signed in, read without the Convex client (issue 42): the home
 * page starts the client after its first paint only then.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mayHaveSession } from "./storedSession";

describe("mayHaveSession", () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  it("is false for a first visit", () => {
    expect(mayHaveSession()).toBe(false);
  });

  it("is true with Convex Auth's token or refresh token stored for any deployment", () => {
    localStorage.setItem("__convexAuthJWT_httpslocalhost", "jwt");
    expect(mayHaveSession()).toBe(true);
    localStorage.clear();
    localStorage.setItem("__convexAuthRefreshToken_httpsexampleconvexcloud", "refresh");
    expect(mayHaveSession()).toBe(true);
  });

  it("is true on a sign-in link's return (?code=), which the provider completes", () => {
    window.history.replaceState(null, "", "/?code=123456");
    expect(mayHaveSession()).toBe(true);
  });

  it("ignores the app's own keys and Convex Auth's other ones", () => {
    localStorage.setItem("apt-language", "cy");
    localStorage.setItem("__convexAuthOAuthVerifier_httpslocalhost", "v");
    expect(mayHaveSession()).toBe(false);
  });
});
