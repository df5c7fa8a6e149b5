/* eslint-disable @convex-dev/no-process-env -- the tests set the variables @convex-dev/auth reads from process.env */
import { ConvexError } from "convex/values";
import { beforeAll, describe, expect, test } from "vitest";
import { api, internal } from "./_generated/api";
import { AUTH_MESSAGES, normaliseEmail, toAuthError, validateNewPassword } from "./model/auth";
import { expectAppError, makeConvex, installAuthKeys, passwordSignIn } from "./test.helpers";

beforeAll(installAuthKeys);

describe("email and password", () => {
  test("sign-up completes at once (no email service) and creates the profile", async () => {
    const t = makeConvex();
    const result = await passwordSignIn(t, "signUp", " New.User@Example.com ", "secret-pass-1");
    expect(result.tokens?.token).toBeTruthy();
    const profiles = await t.run(async (ctx) => ctx.db.query("profiles").collect());
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ email: "new.user@example.com", lastVoteAt: null });
    expect(profiles[0].lastSignInAt).not.toBeNull();
  });

  test("signing in again upserts the same profile", async () => {
    const t = makeConvex();
    await passwordSignIn(t, "signUp", "a@example.com", "secret-pass-1");
    await passwordSignIn(t, "signIn", "A@example.com", "secret-pass-1");
    const profiles = await t.run(async (ctx) => ctx.db.query("profiles").collect());
    expect(profiles).toHaveLength(1);
  });

  test("wrong password and unknown email give the spec's message", async () => {
    const t = makeConvex();
    await passwordSignIn(t, "signUp", "a@example.com", "secret-pass-1");
    await expectAppError(
      passwordSignIn(t, "signIn", "a@example.com", "wrong-one"),
      "INVALID_CREDENTIALS",
      "Invalid email or password. Please try again.",
    );
    await expectAppError(
      passwordSignIn(t, "signIn", "nobody@example.com", "secret-pass-1"),
      "INVALID_CREDENTIALS",
      "Invalid email or password. Please try again.",
    );
  });

  test("signing up twice with one email is refused, whatever the password", async () => {
    const t = makeConvex();
    await passwordSignIn(t, "signUp", "a@example.com", "secret-pass-1");
    for (const password of ["secret-pass-1", "another-pass-2"]) {
      await expectAppError(
        passwordSignIn(t, "signUp", "a@example.com", password),
        "ACCOUNT_EXISTS",
        "An account with this email already exists. Please sign in instead.",
      );
    }
  });

  test("a password shorter than 8 characters and a malformed email are refused", async () => {
    const t = makeConvex();
    await expectAppError(
      passwordSignIn(t, "signUp", "b@example.com", "x7#kq2!"),
      "WEAK_PASSWORD",
      "Password must be at least 8 characters.",
    );
    await expectAppError(
      passwordSignIn(t, "signUp", "not-an-email", "secret-pass-1"),
      "INVALID_EMAIL",
    );
    await expectAppError(passwordSignIn(t, "signUp", "", "secret-pass-1"), "MISSING_FIELDS");
    expect(await t.run(async (ctx) => ctx.db.query("users").collect())).toEqual([]);
  });
});

describe("auth rules", () => {
  test("passwords of 8 or more characters pass", () => {
    expect(() => validateNewPassword("x7#kq2!m", "a@example.com")).not.toThrow();
    expect(() => validateNewPassword("x7#kq2!", "a@example.com")).toThrow(ConvexError);
    expect(() => validateNewPassword("", "a@example.com")).toThrow(ConvexError);
  });

  test("emails are trimmed and lower-cased", () => {
    expect(normaliseEmail("  Me@Example.COM ")).toBe("me@example.com");
    expect(() => normaliseEmail("me@example")).toThrow(ConvexError);
    expect(() => normaliseEmail(undefined)).toThrow(ConvexError);
  });

  test("library errors map to the spec's messages; others pass through", () => {
    const data = (error: unknown) => (error as ConvexError<{ message: string }>).data.message;
    expect(data(toAuthError(new Error("InvalidAccountId")))).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(data(toAuthError(new Error("Uncaught Error: InvalidSecret")))).toBe(
      AUTH_MESSAGES.invalidCredentials,
    );
    expect(data(toAuthError(new Error("Account a@b.c already exists")))).toBe(
      AUTH_MESSAGES.accountExists,
    );
    const other = new Error("Something else");
    expect(toAuthError(other)).toBe(other);
  });
});

describe("authInfo", () => {
  test("providers reports Google only when both variables are set", async () => {
    const t = makeConvex();
    delete process.env.AUTH_GOOGLE_ID;
    delete process.env.AUTH_GOOGLE_SECRET;
    expect(await t.query(api.authInfo.providers, {})).toEqual({
      password: true,
      google: false,
      emailVerification: false,
      nationalCounting: "accounts",
    });
    process.env.AUTH_GOOGLE_ID = "id";
    expect((await t.query(api.authInfo.providers, {})).google).toBe(false);
    process.env.AUTH_GOOGLE_SECRET = "secret";
    expect((await t.query(api.authInfo.providers, {})).google).toBe(true);
    delete process.env.AUTH_GOOGLE_ID;
    delete process.env.AUTH_GOOGLE_SECRET;
  });

  test("passwordAccountExists", async () => {
    const t = makeConvex();
    expect(await t.query(internal.authInfo.passwordAccountExists, { email: "a@example.com" })).toBe(
      false,
    );
    await passwordSignIn(t, "signUp", "a@example.com", "secret-pass-1");
    expect(await t.query(internal.authInfo.passwordAccountExists, { email: "a@example.com" })).toBe(
      true,
    );
  });
});
