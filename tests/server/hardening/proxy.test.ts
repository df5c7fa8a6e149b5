/**
 * Issue 28, finding 9: behind a proxy or tunnel every client has the proxy's address, so the
 * per-address throttles lumped everyone together. `TRUST_PROXY` (off by default) names the
 * proxies whose `X-Forwarded-For` is believed; nobody else's is.
 */
import type { IncomingMessage } from "node:http";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { clientAddress, parseTrustProxy } from "../../../server/http/clientAddress";
import { startBackendProcess, waitFor, type RunningBackend } from "../harness";
import { syncUrl } from "./wire";

const fakeRequest = (peer: string, forwarded?: string | string[]) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
  }) as unknown as IncomingMessage;

describe("TRUST_PROXY parsing and the rightmost untrusted hop", () => {
  it("is off when unset or empty", () => {
    expect(parseTrustProxy(undefined)).toBeNull();
    expect(parseTrustProxy(" ")).toBeNull();
    expect(clientAddress(fakeRequest("127.0.0.1", "203.0.113.7"), null)).toBe("127.0.0.1");
  });

  it("trusts loopback, single addresses and CIDR ranges of both families", () => {
    const trusted = parseTrustProxy("loopback, 10.0.0.0/8, 192.0.2.1, fd00::/8")!;
    for (const address of ["127.0.0.1", "127.9.9.9", "::1", "::ffff:127.0.0.1", "10.1.2.3"])
      expect(trusted(address)).toBe(true);
    for (const address of ["192.0.2.1", "fd12::1"]) expect(trusted(address)).toBe(true);
    for (const address of ["11.0.0.1", "192.0.2.2", "2001:db8::1", "nonsense"])
      expect(trusted(address)).toBe(false);
  });

  it("refuses an entry it cannot read", () => {
    expect(() => parseTrustProxy("loopbak")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/TRUST_PROXY/);
  });

  it("takes the rightmost hop that is not a trusted proxy", () => {
    const trusted = parseTrustProxy("loopback,10.0.0.0/8");
    // A client-written hop on the left is never believed.
    expect(clientAddress(fakeRequest("127.0.0.1", "1.1.1.1, 203.0.113.7"), trusted)).toBe(
      "203.0.113.7",
    );
    // Trusted hops in the chain are skipped.
    expect(clientAddress(fakeRequest("127.0.0.1", "203.0.113.7, 10.0.0.5"), trusted)).toBe(
      "203.0.113.7",
    );
    expect(clientAddress(fakeRequest("127.0.0.1", ["203.0.113.7", "10.0.0.5"]), trusted)).toBe(
      "203.0.113.7",
    );
    expect(clientAddress(fakeRequest("127.0.0.1", "[2001:db8::1]:443"), trusted)).toBe(
      "2001:db8::1",
    );
    expect(clientAddress(fakeRequest("127.0.0.1", "198.51.100.1:5000"), trusted)).toBe(
      "198.51.100.1",
    );
    // Garbage, or no header: the peer.
    expect(clientAddress(fakeRequest("127.0.0.1", "<script>"), trusted)).toBe("127.0.0.1");
    expect(clientAddress(fakeRequest("127.0.0.1"), trusted)).toBe("127.0.0.1");
    // An untrusted peer's header is ignored.
    expect(clientAddress(fakeRequest("198.51.100.9", "203.0.113.7"), trusted)).toBe("198.51.100.9");
  });
});

/** hazards:requestIp over HTTP, from `localAddress`, with an X-Forwarded-For header. */
function requestIp(backend: RunningBackend, forwarded: string, localAddress = "127.0.0.1") {
  return new Promise<unknown>((done, fail) => {
    const req = request(
      `${backend.url}/api/mutation`,
      {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "x-forwarded-for": forwarded },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => done(JSON.parse(text).value));
      },
    );
    req.on("error", fail);
    req.end(JSON.stringify({ path: "hazards:requestIp", args: {}, format: "json" }));
  });
}

/** hazards:requestIp over the WebSocket, opened with an X-Forwarded-For header. */
async function requestIpOverSync(backend: RunningBackend, forwarded: string) {
  const ws = new WebSocket(syncUrl(backend), { headers: { "x-forwarded-for": forwarded } });
  const messages: any[] = [];
  ws.on("message", (data) => messages.push(JSON.parse(data.toString())));
  await new Promise((done, fail) => ws.once("open", done).once("error", fail));
  ws.send(JSON.stringify({ type: "Connect", sessionId: "proxy", connectionCount: 0 }));
  ws.send(JSON.stringify({ type: "Authenticate", tokenType: "None", baseVersion: 0 }));
  ws.send(
    JSON.stringify({ type: "Mutation", requestId: 1, udfPath: "hazards:requestIp", args: [{}] }),
  );
  const response = await waitFor(() => messages.find((m) => m.type === "MutationResponse"));
  ws.terminate();
  return response.result;
}

describe("functions see the forwarded client only from a trusted proxy", () => {
  const backends: RunningBackend[] = [];
  let off: RunningBackend, loopback: RunningBackend, oneProxy: RunningBackend;
  beforeAll(async () => {
    [off, loopback, oneProxy] = await Promise.all([
      startBackendProcess({}),
      startBackendProcess({ env: { TRUST_PROXY: "loopback" } }),
      startBackendProcess({ env: { TRUST_PROXY: "127.0.0.2" } }),
    ]);
    backends.push(off, loopback, oneProxy);
  });
  afterAll(async () => {
    await Promise.all(backends.map((backend) => backend.stop()));
  });

  it("ignores X-Forwarded-For when TRUST_PROXY is off", async () => {
    expect(await requestIp(off, "203.0.113.7")).toBe("127.0.0.1");
    expect(await requestIpOverSync(off, "203.0.113.7")).toBe("127.0.0.1");
  });

  it("believes a loopback proxy's X-Forwarded-For, over HTTP and the WebSocket", async () => {
    expect(await requestIp(loopback, "203.0.113.7")).toBe("203.0.113.7");
    expect(await requestIp(loopback, "1.1.1.1, 203.0.113.7")).toBe("203.0.113.7");
    expect(await requestIpOverSync(loopback, "203.0.113.8")).toBe("203.0.113.8");
  });

  it("ignores the header from a peer that is not a trusted proxy", async () => {
    expect(await requestIp(oneProxy, "203.0.113.7", "127.0.0.2")).toBe("203.0.113.7");
    expect(await requestIp(oneProxy, "203.0.113.7", "127.0.0.1")).toBe("127.0.0.1");
  });
});
