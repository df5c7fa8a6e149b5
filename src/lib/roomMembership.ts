/**
 * The workshop room joined on this browser (docs/rooms.md), kept in localStorage under
 * "apt-room" as `{ code, name }`. Votes bound while a room is remembered carry its code;
 * 'Leave room' forgets it. `useRememberedRoom()` re-renders on every change, also from
 * other tabs.
 */
import { useSyncExternalStore } from "react";
import { isRoomCodeShape } from "@convex/domain/rooms";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";
import { createStorageStore } from "./storageStore";

export interface RememberedRoom {
  code: string;
  name: string;
}

/** Reads the stored room; anything malformed counts as no room. */
export function parseRememberedRoom(raw: string | null): RememberedRoom | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<RememberedRoom> | null;
    if (typeof value?.code !== "string" || !isRoomCodeShape(value.code)) return null;
    return { code: value.code, name: typeof value.name === "string" ? value.name : value.code };
  } catch {
    return null;
  }
}

// The store caches `null` as "not read yet", so an absent room is kept as a sentinel.
const NO_ROOM = { room: null } as const;
type Stored = { room: RememberedRoom | null };

const store = createStorageStore<Stored>({
  keys: [STORAGE_KEYS.room],
  read: () => {
    const room = parseRememberedRoom(readStorage(STORAGE_KEYS.room));
    return room ? { room } : NO_ROOM;
  },
  write: ({ room }) => writeStorage(STORAGE_KEYS.room, room ? JSON.stringify(room) : null),
});

export function getRememberedRoom(): RememberedRoom | null {
  return store.get().room;
}

export function rememberRoom(room: RememberedRoom): void {
  store.set({ room: { code: room.code, name: room.name } });
}

export function forgetRoom(): void {
  store.set(NO_ROOM);
}

export function useRememberedRoom(): RememberedRoom | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get).room;
}
