import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("CSV fields", () => {
  it("are written bare when nothing needs escaping", () => {
    expect(csvField("Rewild")).toBe("Rewild");
    expect(csvField(12.5)).toBe("12.5");
    expect(csvField(-3)).toBe("-3");
    expect(csvField(null)).toBe("");
  });

  it("are quoted when they hold a comma, quote, line break or edge space", () => {
    expect(csvField("1,234")).toBe('"1,234"');
    expect(csvField('The "Green" deal')).toBe('"The ""Green"" deal"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(" padded")).toBe('" padded"');
  });

  it("defuse text a spreadsheet would run as a formula", () => {
    expect(csvField("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
    expect(csvField("@cmd")).toBe("'@cmd");
    expect(csvField("+44, London")).toBe(`"'+44, London"`);
  });
});

describe("CSV rows", () => {
  it("end every row with CRLF, empty rows included", () => {
    expect(toCsv([["a", "b,c"], [], [1, 2]])).toBe('a,"b,c"\r\n\r\n1,2\r\n');
  });
});
