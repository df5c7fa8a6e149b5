import { useCallback, useEffect, useState } from "react";

/** The Screen Wake Lock API's sentinel (typed here: not every TypeScript DOM lib has it). */
interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
  addEventListener(type: "release", listener: () => void): void;
}
type WakeLockNavigator = Navigator & {
  wakeLock?: { request(type: "screen"): Promise<WakeLockSentinelLike> };
};

/** "on": the screen is kept awake; "off": refused or lost; "unsupported": no Wake Lock API. */
export type WakeLockState = "on" | "off" | "unsupported";

/**
 * Keeps the projector's screen awake while the presenter is shown (Screen Wake Lock API,
 * where supported: a secure context such as http://localhost or https). The browser drops
 * the lock when the tab is hidden, so it is asked for again whenever the tab is visible.
 */
export function useScreenWakeLock(): WakeLockState {
  const supported = typeof navigator !== "undefined" && "wakeLock" in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? "off" : "unsupported");

  useEffect(() => {
    const wakeLock = (navigator as WakeLockNavigator).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      wakeLock.request("screen").then(
        (lock) => {
          if (stopped) return void lock.release();
          sentinel = lock;
          setState("on");
          lock.addEventListener("release", () => {
            if (!stopped) setState("off");
          });
        },
        () => setState("off"),
      );
    };
    request();
    document.addEventListener("visibilitychange", request);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", request);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);

  return state;
}

/**
 * Full screen for the whole page (Fullscreen API): whether it is on, a toggle for the
 * button and the F key, and whether the browser offers it at all.
 */
export function useFullscreen() {
  const supported = typeof document !== "undefined" && document.fullscreenEnabled === true;
  const [isFullscreen, setIsFullscreen] = useState(
    () => typeof document !== "undefined" && document.fullscreenElement !== null,
  );

  useEffect(() => {
    const onChange = () => setIsFullscreen(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!supported) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() !== "f" || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      event.preventDefault();
      toggle();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [supported, toggle]);

  return { supported, isFullscreen, toggle };
}
