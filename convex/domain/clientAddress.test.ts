import { describe, expect, it } from "vitest";
import { addressKey } from "./clientAddress";

describe("client address keys", () => {
  it("IPv4 as reported, without a port; IPv4-mapped IPv6 as IPv4", () => {
    expect(addressKey("203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("203.0.113.5:51234")).toBe("203.0.113.5");
    expect(addressKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
  });

  it("IPv6 by its /64, however it is written", () => {
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0DB8:0001:0002:ffff:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(addressKey("[2001:db8:1:2::7]:443")).toBe("2001:db8:1:2::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
  });

  it("no address is null; anything else is kept, cut to 64 characters", () => {
    expect(addressKey(null)).toBeNull();
    expect(addressKey(undefined)).toBeNull();
    expect(addressKey("  ")).toBeNull();
    expect(addressKey("some-proxy-name")).toBe("some-proxy-name");
    expect(addressKey("x".repeat(100))).toHaveLength(64);
  });
});
