import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, MESSAGES, messageIdOf } from "../domain/messages";
import { appError } from "./errors";

describe("expected errors", () => {
  it("the server's error names its text's id", () => {
    const error = appError("NOT_SIGNED_IN", MESSAGES.signInToBind);
    expect(error.data).toEqual({
      code: "NOT_SIGNED_IN",
      message: MESSAGES.signInToBind,
      messageId: "signInToBind",
    });
    expect(appError("INVALID_INPUT", "Some other text").data).toEqual({
      code: "INVALID_INPUT",
      message: "Some other text",
    });
    expect(messageIdOf(AUTH_MESSAGES.invalidCredentials)).toBe("auth.invalidCredentials");
  });
});
