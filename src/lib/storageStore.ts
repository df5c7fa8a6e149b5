/**
 * A value kept in localStorage and shared by every component through
 * `useSyncExternalStore`: read once and cached, written back on every change, and
 * re-read when another tab changes one of its keys (or clears storage).
 */
export interface StorageStore<T> {
  get: () => T;
  /** Replaces the value, writes it to storage and notifies every subscriber. */
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStorageStore<T>(options: {
  keys: readonly string[];
  read: () => T;
  write: (value: T) => void;
}): StorageStore<T> {
  let cached: T | null = null;
  const listeners = new Set<() => void>();
  const get = () => {
    if (cached === null) cached = options.read();
    return cached;
  };
  return {
    get,
    set(value) {
      cached = value;
      options.write(value);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key !== null && !options.keys.includes(event.key)) return;
        cached = null;
        listener();
      };
      window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener("storage", onStorage);
      };
    },
  };
}
