import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PASSWORD_MESSAGES } from "@convex/domain/passwordPolicy";
import { AuthForm } from "./AuthForm";
import { AUTH_TEXT, passwordHint } from "./authMessages";

vi.mock("convex/react", () => import("@/test/convexReact"));
const signIn = vi.fn();
vi.mock("@convex-dev/auth/react", () => ({
  useAuthActions: () => ({ signIn, signOut: vi.fn() }),
}));

function renderForm(flow: "signIn" | "signUp") {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <AuthForm flow={flow} />
    </MemoryRouter>,
  );
  const submit = screen.getByRole("button", { name: flow === "signIn" ? "Sign in" : "Sign up" });
  return { user, submit };
}

describe("the sign-in and sign-up form", () => {
  beforeEach(() => {
    signIn.mockReset();
  });

  it("asks for both fields before calling the server", async () => {
    const { user, submit } = renderForm("signIn");
    await user.click(submit);
    expect(screen.getByText("Email is required.")).toBeInTheDocument();
    expect(screen.getByText("Password is required.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(signIn).not.toHaveBeenCalled();
  });

  it("checks the email's shape and, on sign-up, the password rules", async () => {
    const { user, submit } = renderForm("signUp");
    expect(screen.getByText(passwordHint())).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(submit);
    expect(screen.getByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_MESSAGES.tooShort)).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it("signs in with the trimmed email", async () => {
    signIn.mockResolvedValue({ signingIn: true });
    const { user, submit } = renderForm("signIn");
    await user.type(screen.getByLabelText("Email"), "  ada@example.com ");
    await user.type(screen.getByLabelText("Password"), "any old password");
    await user.click(submit);
    expect(signIn).toHaveBeenCalledWith("password", {
      email: "ada@example.com",
      password: "any old password",
      flow: "signIn",
    });
  });

  it.each([
    {
      answer: "wrong credentials",
      error: () => new ConvexError({ code: "INVALID_CREDENTIALS", message: "x" }),
      text: AUTH_TEXT.invalidCredentials,
    },
    {
      answer: "an existing account",
      error: () => new ConvexError({ code: "ACCOUNT_EXISTS", message: "x" }),
      text: AUTH_TEXT.accountExists,
    },
    {
      answer: "the throttle's wait",
      error: () =>
        new ConvexError({
          code: "TOO_MANY_ATTEMPTS",
          message: "Too many failed attempts. Please wait 4 seconds and try again.",
        }),
      text: "Too many failed attempts. Please wait 4 seconds and try again.",
    },
    {
      answer: "the sign-up throttle's wait",
      error: () =>
        new ConvexError({
          code: "TOO_MANY_SIGN_UPS",
          message: "Too many new accounts from your network. Please wait 2 minutes and try again.",
          retryAfterMs: 90_000,
        }),
      text: "Too many new accounts from your network. Please wait 2 minutes and try again.",
    },
    {
      answer: "a library error",
      error: () => new Error("InvalidSecret"),
      text: AUTH_TEXT.invalidCredentials,
    },
    {
      answer: "a server crash",
      error: () => new Error("[CONVEX A(auth:signIn)] Server Error"),
      text: AUTH_TEXT.unexpected,
    },
  ])(
    "shows $answer as the catalogue's text, and lets the user try again",
    async ({ error, text }) => {
      signIn.mockImplementation(() => Promise.reject(error()));
      const { user, submit } = renderForm("signIn");
      await user.type(screen.getByLabelText("Email"), "ada@example.com");
      await user.type(screen.getByLabelText("Password"), "wrong password");
      await user.click(submit);
      expect(await screen.findByRole("alert")).toHaveTextContent(text);
      expect(submit).toBeEnabled();
      expect(submit).toHaveTextContent("Sign in");
    },
  );
});
