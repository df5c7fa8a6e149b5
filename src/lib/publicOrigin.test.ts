import { describe, expect, it } from "vitest";
import { pickPublicOrigin } from "./publicOrigin";

describe("pickPublicOrigin", () => {
  it("uses the server's public URL, without a trailing slash", () => {
    expect(
      pickPublicOrigin({ publicUrl: "http://192.168.1.20:3000/" }, "http://localhost:3000"),
    ).toBe("http://192.168.1.20:3000");
  });

  it("falls back to the page's origin without a public URL or an answer", () => {
    expect(pickPublicOrigin({ publicUrl: null }, "http://localhost:3000")).toBe(
      "http://localhost:3000",
    );
    expect(pickPublicOrigin(null, "https://example.org")).toBe("https://example.org");
    expect(pickPublicOrigin({ publicUrl: "javascript:alert(1)" }, "https://example.org")).toBe(
      "https://example.org",
    );
  });
});
