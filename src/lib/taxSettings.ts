/**
 * The simulator's tax rate, dividend and lock (spec 3 keys apt-tax-rate, apt-dividend,
 * apt-values-locked; spec 4 "Tax values"). Shared by the simulator and the bind page.
 */
import { useSyncExternalStore } from "react";
import {
  DIVIDEND_SLIDER,
  sanitizeStoredDividend,
  sanitizeStoredTaxRate,
  snapToSlider,
  TAX_RATE_SLIDER,
} from "../../convex/domain/economy";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";

export interface TaxSettings {
  taxRate: number;
  dividend: number;
  locked: boolean;
}

let cached: TaxSettings | null = null;
const listeners = new Set<() => void>();

function read(): TaxSettings {
  return {
    taxRate: sanitizeStoredTaxRate(readStorage(STORAGE_KEYS.taxRate)),
    dividend: sanitizeStoredDividend(readStorage(STORAGE_KEYS.dividend)),
    locked: readStorage(STORAGE_KEYS.valuesLocked) === "true",
  };
}

export function getTaxSettings(): TaxSettings {
  if (cached === null) cached = read();
  return cached;
}

function update(change: Partial<TaxSettings>): void {
  cached = { ...getTaxSettings(), ...change };
  writeStorage(STORAGE_KEYS.taxRate, String(cached.taxRate));
  writeStorage(STORAGE_KEYS.dividend, String(cached.dividend));
  writeStorage(STORAGE_KEYS.valuesLocked, cached.locked ? "true" : "false");
  listeners.forEach((listener) => listener());
}

/** Ignored while locked (spec 4). */
export function setTaxRate(value: number): void {
  if (getTaxSettings().locked) return;
  update({ taxRate: snapToSlider(value, TAX_RATE_SLIDER) });
}

/** Ignored while locked (spec 4). */
export function setDividend(value: number): void {
  if (getTaxSettings().locked) return;
  update({ dividend: snapToSlider(value, DIVIDEND_SLIDER) });
}

export function setLocked(locked: boolean): void {
  update({ locked });
}

/** The simulator reset (spec 9): 0.5% and £500, unlocked. */
export function resetTaxSettings(): void {
  update({ taxRate: TAX_RATE_SLIDER.reset, dividend: DIVIDEND_SLIDER.reset, locked: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    const keys: string[] = [STORAGE_KEYS.taxRate, STORAGE_KEYS.dividend, STORAGE_KEYS.valuesLocked];
    if (event.key !== null && !keys.includes(event.key)) return;
    cached = null;
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useTaxSettings(): TaxSettings {
  return useSyncExternalStore(subscribe, getTaxSettings, getTaxSettings);
}
