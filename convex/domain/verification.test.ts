import { describe, expect, test } from "vitest";
import {
  cleanCode,
  maskEmail,
  MAX_CODES_PER_HOUR,
  nationalCounting,
  RESEND_WAIT_MS,
  resendWaitMessage,
  sendWait,
} from "./verification";

describe("email verification rules", () => {
  test("a code is exactly six digits, spaces ignored", () => {
    expect(cleanCode("123456")).toBe("123456");
    expect(cleanCode(" 123 456 ")).toBe("123456");
    for (const bad of ["12345", "1234567", "12345a", "", "１２３４５６"])
      expect(cleanCode(bad)).toBeNull();
  });

  test("one code a minute, at most five an hour", () => {
    const now = 10_000_000;
    expect(sendWait([], now)).toBe(0);
    expect(sendWait([now - RESEND_WAIT_MS + 1], now)).toBe(1);
    expect(sendWait([now - RESEND_WAIT_MS], now)).toBe(0);
    const five = Array.from(
      { length: MAX_CODES_PER_HOUR },
      (_, i) => now - 3_000_000 + i * 100_000,
    );
    // The oldest of the five was sent 3,000 s ago: the next may go 600 s from now.
    expect(sendWait(five, now)).toBe(600_000);
    expect(sendWait(five.slice(1), now)).toBe(0);
    // Sends older than an hour do not count.
    expect(sendWait([now - 3_600_001, ...five.slice(1)], now)).toBe(0);
  });

  test("waits and masks read well", () => {
    expect(resendWaitMessage(40_000)).toBe(
      "Please wait 40 seconds before asking for another code.",
    );
    expect(resendWaitMessage(1)).toBe("Please wait 1 second before asking for another code.");
    expect(resendWaitMessage(600_000)).toBe(
      "Please wait 10 minutes before asking for another code.",
    );
    expect(maskEmail("alex@example.com")).toBe("a•••@example.com");
  });

  test("the national results count accounts unless the operator says verified", () => {
    expect(nationalCounting(undefined)).toBe("accounts");
    expect(nationalCounting("")).toBe("accounts");
    expect(nationalCounting(" Verified ")).toBe("verified");
    expect(nationalCounting("everyone")).toBe("accounts");
  });
});
