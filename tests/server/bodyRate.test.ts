/**
 * Request bodies must keep moving (issue 35, finding 7; server/http/bodyRate.ts), driven
 * by a fake clock: nothing here waits.
 */
import { EventEmitter } from "node:events";
import type { IncomingMessage } from "node:http";
import { describe, expect, it, vi } from "vitest";
import {
  BODY_GRACE_MS,
  BODY_TIME_LIMIT_MS,
  BodyRateGuard,
  bodyAllowanceMs,
  MIN_BODY_BYTES_PER_SECOND,
} from "../../server/http/bodyRate";

function fakeRequest(headers: Record<string, string>) {
  const req = Object.assign(new EventEmitter(), {
    headers,
    complete: false,
    socket: { destroy: vi.fn() },
  });
  return req as unknown as IncomingMessage & { complete: boolean; socket: { destroy: () => void } };
}

describe("a request body's allowance", () => {
  it("is 2 s plus its length at 1 KB/s, at most 10 s; a chunked body gets 10 s; none without a body", () => {
    expect(bodyAllowanceMs({ "content-length": "2048" })).toBe(BODY_GRACE_MS + 2_000);
    expect(bodyAllowanceMs({ "content-length": String(1024 * 1024) })).toBe(BODY_TIME_LIMIT_MS);
    expect(bodyAllowanceMs({ "transfer-encoding": "chunked" })).toBe(BODY_TIME_LIMIT_MS);
    expect(bodyAllowanceMs({})).toBeNull();
    expect(bodyAllowanceMs({ "content-length": "0" })).toBeNull();
    expect(MIN_BODY_BYTES_PER_SECOND).toBe(1_024);
  });
});

describe("the body guard", () => {
  it("closes a body still incomplete past its allowance, and only then", () => {
    let now = 1_000_000;
    const guard = new BodyRateGuard(() => now);
    const slow = fakeRequest({ "content-length": "1024" }); // allowance 3 s
    guard.track(slow);
    now += 3_000;
    guard.sweep();
    expect(slow.socket.destroy).not.toHaveBeenCalled();
    now += 1;
    guard.sweep();
    expect(slow.socket.destroy).toHaveBeenCalledTimes(1);
    expect(guard.stats.closed).toBe(1);
    expect(guard.watching).toBe(0);
  });

  it("leaves a body that arrived in time, and requests without a body, alone", () => {
    let now = 0;
    const guard = new BodyRateGuard(() => now);
    const quick = fakeRequest({ "content-length": "500" });
    const bodiless = fakeRequest({});
    guard.track(quick);
    guard.track(bodiless);
    expect(guard.watching).toBe(1);
    quick.complete = true;
    quick.emit("end");
    now += BODY_TIME_LIMIT_MS * 2;
    guard.sweep();
    expect(quick.socket.destroy).not.toHaveBeenCalled();
    expect(bodiless.socket.destroy).not.toHaveBeenCalled();
    expect(guard.watching).toBe(0);
  });

  it("holds a chunked body to the 10 s limit", () => {
    let now = 0;
    const guard = new BodyRateGuard(() => now);
    const chunked = fakeRequest({ "transfer-encoding": "chunked" });
    guard.track(chunked);
    now = BODY_TIME_LIMIT_MS;
    guard.sweep();
    expect(chunked.socket.destroy).not.toHaveBeenCalled();
    now += 1;
    guard.sweep();
    expect(chunked.socket.destroy).toHaveBeenCalled();
  });
});
