/**
 * Which actions check a password (server/auth/passwordCheck.ts): the action pool runs
 * these few at a time, so a call misfiled as light could hash without bound, and a light
 * one filed as heavy (a token refresh) would wait behind the hashing.
 */
import { describe, expect, it } from "vitest";
import { isPasswordCheck } from "../../server/auth/passwordCheck";

describe("isPasswordCheck", () => {
  it("finds the Password provider's sign-in, sign-up and reset's new password", () => {
    const password = { email: "a@example.org", password: "correct horse" };
    expect(
      isPasswordCheck("auth:signIn", {
        provider: "password",
        params: { ...password, flow: "signIn" },
      }),
    ).toBe(true);
    expect(
      isPasswordCheck("auth.js:signIn", {
        provider: "password",
        params: { ...password, flow: "signUp" },
      }),
    ).toBe(true);
    expect(
      isPasswordCheck("auth:signIn", {
        provider: "password",
        params: {
          email: "a@example.org",
          code: "12345678",
          newPassword: "n3w pass",
          flow: "reset-verification",
        },
      }),
    ).toBe(true);
  });

  it("leaves every other call light", () => {
    expect(isPasswordCheck("auth:signIn", { refreshToken: "abc" })).toBe(false);
    expect(isPasswordCheck("auth:signIn", { params: { code: "12345678" } })).toBe(false);
    expect(
      isPasswordCheck("auth:signIn", {
        provider: "password",
        params: { email: "a@example.org", flow: "reset" },
      }),
    ).toBe(false);
    expect(isPasswordCheck("auth:signOut", { params: { password: "x" } })).toBe(false);
    expect(isPasswordCheck("ai:ask", { params: { password: "x" } })).toBe(false);
    expect(isPasswordCheck("auth:signIn", { params: { password: 12 } })).toBe(false);
    expect(isPasswordCheck("auth:signIn", null)).toBe(false);
    expect(isPasswordCheck("auth:signIn", { params: null })).toBe(false);
  });
});
