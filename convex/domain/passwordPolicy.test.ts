import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./commonPasswords";
import { exceedsBytes, newPasswordProblem, passwordSizeProblem } from "./passwordPolicy";

describe("password policy", () => {
  it("refuses the passwords an attacker tries first", () => {
    expect(newPasswordProblem("123456", "me@example.com")).toBe("tooShort");
    expect(newPasswordProblem("password", "me@example.com")).toBe("common");
    expect(newPasswordProblem("PassWord123", "me@example.com")).toBe("common");
    expect(newPasswordProblem("      ", "me@example.com")).toBe("blank");
    expect(newPasswordProblem("ME@example.com", " me@EXAMPLE.com ")).toBe("sameAsEmail");
    expect(newPasswordProblem("correct-horse-42", "me@example.com")).toBeNull();
  });

  it("counts length in characters and size in UTF-8 bytes", () => {
    expect(newPasswordProblem("ééééééé", "")).toBe("tooShort"); // 7 characters, 14 bytes
    expect(newPasswordProblem("🙂🙂🙂🙂🙂🙂🙂🙂", "")).toBeNull(); // 8 characters, 32 bytes
    expect(exceedsBytes("a".repeat(256), 256)).toBe(false);
    expect(exceedsBytes("a".repeat(257), 256)).toBe(true);
    expect(exceedsBytes("é".repeat(128), 256)).toBe(false);
    expect(exceedsBytes("é".repeat(129), 256)).toBe(true);
    expect(exceedsBytes("€".repeat(86), 256)).toBe(true); // 3 bytes each: 258
    expect(exceedsBytes("🙂".repeat(64), 256)).toBe(false); // 4 bytes each: 256
    expect(exceedsBytes("🙂".repeat(65), 256)).toBe(true);
  });

  it("sign-in checks only presence and size", () => {
    expect(passwordSizeProblem("secret")).toBeNull();
    expect(passwordSizeProblem("")).toBe("missing");
    expect(passwordSizeProblem(undefined)).toBe("missing");
    expect(passwordSizeProblem("x".repeat(16 * 1024 * 1024))).toBe("tooLong");
  });

  it("the bundled list is a few hundred lower-case entries", () => {
    expect(COMMON_PASSWORDS.size).toBe(439);
    for (const entry of COMMON_PASSWORDS) expect(entry).toBe(entry.toLowerCase());
  });
});
