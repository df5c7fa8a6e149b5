import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import { authErrorMessage, validateAuthForm } from "./authMessages";

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

  it("shows the throttle's message as the server wrote it", () => {
    const message = "Too many failed attempts. Please wait 4 seconds and try again.";
    const error = new ConvexError({ code: "TOO_MANY_ATTEMPTS", message, retryAfterMs: 3500 });
    expect(authErrorMessage(error)).toBe(message);
  });
});
