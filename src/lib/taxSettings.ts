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
} from "@convex/domain/economy/sliders";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";
import { createStorageStore } from "./storageStore";

export interface TaxSettings {
  taxRate: number;
  dividend: number;
  locked: boolean;
}

const store = createStorageStore<TaxSettings>({
  keys: [STORAGE_KEYS.taxRate, STORAGE_KEYS.dividend, STORAGE_KEYS.valuesLocked],
  read: () => ({
    taxRate: sanitizeStoredTaxRate(readStorage(STORAGE_KEYS.taxRate)),
    dividend: sanitizeStoredDividend(readStorage(STORAGE_KEYS.dividend)),
    locked: readStorage(STORAGE_KEYS.valuesLocked) === "true",
  }),
  write: (settings) => {
    writeStorage(STORAGE_KEYS.taxRate, String(settings.taxRate));
    writeStorage(STORAGE_KEYS.dividend, String(settings.dividend));
    writeStorage(STORAGE_KEYS.valuesLocked, settings.locked ? "true" : "false");
  },
});

export function getTaxSettings(): TaxSettings {
  return store.get();
}

function update(change: Partial<TaxSettings>): void {
  store.set({ ...store.get(), ...change });
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

export function useTaxSettings(): TaxSettings {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
