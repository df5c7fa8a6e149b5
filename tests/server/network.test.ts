import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lanAddresses, loadDotEnv, participantUrls, resolvePublicUrl } from "../../server/network";

const ipv4 = (address: string, internal = false) => ({
  address,
  netmask: "255.255.255.0",
  family: "IPv4" as const,
  mac: "00:00:00:00:00:00",
  internal,
  cidr: `${address}/24`,
});

describe("the workshop network", () => {
  it("lists Wi-Fi and Ethernet addresses before container bridges, never loopback or link-local", () => {
    const addresses = lanAddresses({
      lo: [ipv4("127.0.0.1", true)],
      docker0: [ipv4("172.17.0.1")],
      wlan0: [ipv4("192.168.1.20"), { ...ipv4("fe80::1"), family: "IPv6", scopeid: 0 }],
      eth1: [ipv4("169.254.3.4")],
    });
    expect(addresses).toEqual(["192.168.1.20", "172.17.0.1"]);
  });

  it("gives participant URLs only when the server is reachable from elsewhere", () => {
    expect(participantUrls("0.0.0.0", 3000, ["192.168.1.20"])).toEqual([
      "http://192.168.1.20:3000",
    ]);
    expect(participantUrls("127.0.0.1", 3000, ["192.168.1.20"])).toEqual([]);
    expect(participantUrls("10.0.0.5", 3000, ["192.168.1.20"])).toEqual(["http://10.0.0.5:3000"]);
  });

  it("join links use PUBLIC_URL, else the LAN address, else the page's origin (null)", () => {
    const lan = { host: "0.0.0.0", port: 3000, addresses: ["192.168.1.20"] };
    expect(resolvePublicUrl({ ...lan, publicUrl: "https://vote.example.org/" })).toBe(
      "https://vote.example.org",
    );
    expect(resolvePublicUrl(lan)).toBe("http://192.168.1.20:3000");
    expect(resolvePublicUrl({ ...lan, host: "127.0.0.1" })).toBeNull();
    expect(resolvePublicUrl({ ...lan, addresses: [] })).toBeNull();
  });

  it(".env fills in what the environment leaves unset; the environment wins", () => {
    const root = mkdtempSync(join(tmpdir(), "env-"));
    writeFileSync(join(root, ".env"), "PORT=4000\nDATA_DIR=.venue\nOPENAI_API_KEY=\n# comment\n");
    const env: NodeJS.ProcessEnv = { PORT: "5000" };
    expect(loadDotEnv(root, env)).toEqual(["DATA_DIR"]);
    expect(env).toEqual({ PORT: "5000", DATA_DIR: ".venue" });
    expect(loadDotEnv(join(root, "missing"), env)).toEqual([]);
  });
});
