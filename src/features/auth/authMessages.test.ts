import { ConvexError } from "convex/values";
import { afterEach, describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES, type PasswordProblem } from "@convex/domain/passwordPolicy";
import { tooManyAttemptsMessage, waitOf } from "@convex/domain/throttleWords";
import { tooManyCreationsMessage } from "@convex/domain/creationThrottle";
import { activateLanguage } from "@/i18n/i18n";
import { authErrorMessage, passwordMessage, validateAuthForm } from "./authMessages";

afterEach(async () => {
  await activateLanguage("en-GB", false);
});

describe("the sign-in form's checks", () => {
  it("sign-up applies the server's password rules with the server's messages", () => {
    const password = (email: string, value: string) =>
      validateAuthForm("signUp", email, value).password;
    expect(password("me@example.com", "")).toBe("Password is required.");
    expect(password("me@example.com", "x7#kq2!")).toBe("Password must be at least 8 characters.");
    expect(password("me@example.com", "        ")).toBe("Password cannot be only spaces.");
    expect(password("me@example.com", "Password1")).toBe(
      "This password is too common. Please choose one that is harder to guess.",
    );
    expect(password(" Me@Example.com ", "me@example.COM")).toBe(
      "Password must not be your email address.",
    );
    expect(password("me@example.com", "k".repeat(257))).toBe(
      "Password must be at most 256 bytes long.",
    );
    expect(password("me@example.com", "correct-horse-42")).toBeUndefined();
  });

  it("sign-in checks only presence and size, so older accounts can still sign in", () => {
    expect(validateAuthForm("signIn", "me@example.com", "secret1")).toEqual({});
    expect(validateAuthForm("signIn", "me@example.com", "k".repeat(257)).password).toBe(
      "Password must be at most 256 bytes long.",
    );
  });

  it("words the throttles' refusals from their code and wait, in English the server's words", () => {
    // Either side of each rounding step: a second, under a minute, a minute, minutes.
    const waits = [1, 999, 1000, 1001, 3500, 59_000, 59_001, 60_000, 60_001, 90_000, 300_000];
    for (const ms of waits) {
      const refusal = (code: string, message: string) =>
        new ConvexError({ code, message, retryAfterMs: ms, wait: waitOf(ms) });
      const attempts = tooManyAttemptsMessage(ms);
      expect(authErrorMessage(refusal("TOO_MANY_ATTEMPTS", attempts)), `${ms} ms`).toBe(attempts);
      const signUps = tooManyCreationsMessage("signUp", ms);
      expect(authErrorMessage(refusal("TOO_MANY_SIGN_UPS", signUps)), `${ms} ms`).toBe(signUps);
    }
    expect(tooManyAttemptsMessage(3500)).toBe(
      "Too many failed attempts. Please wait 4 seconds and try again.",
    );
  });

  it("words a refusal from retryAfterMs when it came without its wait (an older server)", () => {
    const error = new ConvexError({
      code: "TOO_MANY_ATTEMPTS",
      message: "Too many failed attempts. Please wait 2 minutes and try again.",
      retryAfterMs: 61_000,
    });
    expect(authErrorMessage(error)).toBe(tooManyAttemptsMessage(61_000));
  });

  it("in English each password rule's text is the server's, word for word", () => {
    for (const problem of Object.keys(PASSWORD_MESSAGES) as PasswordProblem[]) {
      expect(passwordMessage(problem), problem).toBe(PASSWORD_MESSAGES[problem]);
    }
  });

  it("in Welsh the form's checks and the server's password and sign-in errors are Welsh", async () => {
    await activateLanguage("cy", false);
    expect(validateAuthForm("signUp", "", "x7#kq2!")).toEqual({
      email: "Rhowch eich e-bost.",
      password: "Rhaid i'r cyfrinair fod yn 8 nod o leiaf.",
    });
    expect(validateAuthForm("signIn", "not-an-email", "x").email).toBe(
      "Rhowch gyfeiriad e-bost dilys.",
    );
    const server = (code: string, message: string) => new ConvexError({ code, message });
    expect(authErrorMessage(server("WEAK_PASSWORD", PASSWORD_MESSAGES.common))).toBe(
      "Mae'r cyfrinair hwn yn rhy gyffredin. Dewiswch un sy'n anoddach ei ddyfalu.",
    );
    expect(authErrorMessage(server("INVALID_CREDENTIALS", "x"))).toMatch(/gyfrinair annilys/);
    const refusal = (code: string, ms: number) =>
      new ConvexError({ code, message: "English", retryAfterMs: ms, wait: waitOf(ms) });
    expect(authErrorMessage(refusal("TOO_MANY_ATTEMPTS", 3500))).toBe(
      "Gormod o ymdrechion aflwyddiannus. Arhoswch 4 eiliad a rhowch gynnig arall arni.",
    );
    expect(authErrorMessage(refusal("TOO_MANY_SIGN_UPS", 90_000))).toBe(
      "Gormod o gyfrifon newydd o'ch rhwydwaith. Arhoswch 2 funud a rhowch gynnig arall arni.",
    );
  });
});
