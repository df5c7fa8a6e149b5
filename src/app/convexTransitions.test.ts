// @vitest-environment jsdom
/**
 * Query results render as a React transition (issue 42, src/app/convex.tsx): the client's
 * delivery of a server transition to its `useQuery` listeners runs inside `startTransition`,
 * so React renders a page's arriving data in slices instead of one long task. These fail if
 * the wrap is dropped, if it stops passing every updated query on, or if the `convex`
 * package stops delivering updates through the method it wraps (then nothing would be
 * wrapped and the app would silently block again).
 */
import { ConvexReactClient } from "convex/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

const react = vi.hoisted(() => ({ inTransition: false, transitions: 0 }));

vi.mock("react", async (importOriginal) => {
  const actual = await importOriginal<typeof import("react")>();
  return {
    ...actual,
    startTransition: (scope: () => void) => {
      react.transitions++;
      react.inTransition = true;
      try {
        scope();
      } finally {
        react.inTransition = false;
      }
    },
  };
});

const { convex, handlesMessagesInTransitions, renderUpdatesAsTransitions } =
  await import("./convex");

interface Delivering {
  transition(updatedQueries: string[]): void;
}

beforeEach(() => {
  react.transitions = 0;
});

describe("query results as transitions", () => {
  it("delivers every updated query to the client's own handler inside startTransition", () => {
    const seen: { tokens: string[]; inTransition: boolean }[] = [];
    const client = {
      transition(tokens: string[]) {
        seen.push({ tokens, inTransition: react.inTransition });
      },
    } as unknown as ConvexReactClient;
    renderUpdatesAsTransitions(client);
    (client as unknown as Delivering).transition(["a", "b"]);
    expect(seen).toEqual([{ tokens: ["a", "b"], inTransition: true }]);
    expect(react.transitions).toBe(1);
  });

  it("wraps the app's client, whose class still delivers through transition()", () => {
    const own: unknown = Reflect.get(ConvexReactClient.prototype, "transition");
    expect(typeof own).toBe("function");
    expect(Reflect.get(convex, "transition")).not.toBe(own);
  });

  it("refuses a client that no longer has the method, rather than wrap nothing", () => {
    expect(() => renderUpdatesAsTransitions({} as ConvexReactClient)).toThrow(/transition/);
  });
});

describe("server messages handled inside a transition", () => {
  /** A socket with the DOM's `onmessage` accessor, whose messages the test delivers. */
  class FakeSocket {
    static instances: FakeSocket[] = [];
    listener: ((event: MessageEvent) => void) | null = null;
    constructor() {
      FakeSocket.instances.push(this);
    }
    deliver(data: string) {
      this.listener?.call(this, { data } as MessageEvent);
    }
  }
  Object.defineProperty(FakeSocket.prototype, "onmessage", {
    configurable: true,
    get(this: FakeSocket) {
      return this.listener;
    },
    set(this: FakeSocket, listener: ((event: MessageEvent) => void) | null) {
      this.listener = listener;
    },
  });

  it("runs the client's message listener inside startTransition, with the socket and the event", () => {
    const Socket = handlesMessagesInTransitions(FakeSocket as unknown as typeof WebSocket);
    const socket = new Socket("ws://example.test");
    const seen: { data: unknown; inTransition: boolean; self: unknown }[] = [];
    const listener = function (this: WebSocket, event: MessageEvent) {
      seen.push({ data: event.data, inTransition: react.inTransition, self: this });
    };
    socket.onmessage = listener;
    // The client reads back what it set; the socket itself holds the wrapped listener.
    expect(socket.onmessage).toBe(listener);
    FakeSocket.instances.at(-1)!.deliver("hello");
    expect(seen).toEqual([{ data: "hello", inTransition: true, self: socket }]);
    expect(react.transitions).toBe(1);
    socket.onmessage = null;
    FakeSocket.instances.at(-1)!.deliver("ignored");
    expect(seen).toHaveLength(1);
  });

  it("wraps an accessor the socket inherits (a browser's subclass, or a test's mock of it)", () => {
    class Inheriting extends FakeSocket {}
    const Socket = handlesMessagesInTransitions(Inheriting as unknown as typeof WebSocket);
    const socket = new Socket("ws://example.test");
    const seen: boolean[] = [];
    socket.onmessage = () => seen.push(react.inTransition);
    FakeSocket.instances.at(-1)!.deliver("hello");
    expect(seen).toEqual([true]);
  });

  it("is the app's client's socket", () => {
    const options = Reflect.get(convex, "options") as { webSocketConstructor?: unknown };
    expect(options.webSocketConstructor).toBeTypeOf("function");
    expect(options.webSocketConstructor).not.toBe(WebSocket);
    expect(Object.getPrototypeOf(options.webSocketConstructor)).toBe(WebSocket);
  });

  it("refuses a socket without the accessor, rather than wrap nothing", () => {
    expect(() => handlesMessagesInTransitions(class {} as unknown as typeof WebSocket)).toThrow(
      /onmessage/,
    );
  });
});
