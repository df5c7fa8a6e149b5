/**
 * Light, dark or system theme (spec 2.2), kept under "theme" in localStorage and applied
 * as the `dark` class on <html>. The home page overrides it by time of day.
 */
import { useSyncExternalStore } from "react";
import { readStorage, STORAGE_KEYS, writeStorage } from "./storage";

export type ThemeChoice = "light" | "dark" | "system";

/** Daytime window (spec 9): 06:00 to 17:59 local time is light. */
export const DAY_START_HOUR = 6;
export const DAY_END_HOUR = 18;

const listeners = new Set<() => void>();

export function getThemeChoice(): ThemeChoice {
  const stored = readStorage(STORAGE_KEYS.theme);
  return stored === "light" || stored === "dark" ? stored : "system";
}

function systemPrefersDark(): boolean {
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ?? false;
}

export function isDaytime(date: Date = new Date()): boolean {
  const hour = date.getHours();
  return hour >= DAY_START_HOUR && hour < DAY_END_HOUR;
}

export function applyDark(dark: boolean): void {
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

/** Applies the stored choice (system follows the OS setting). */
export function applyThemeChoice(choice: ThemeChoice = getThemeChoice()): void {
  applyDark(choice === "dark" || (choice === "system" && systemPrefersDark()));
}

/** The home page's automatic theme: light by day, dark otherwise. */
export function applyTimeOfDayTheme(date: Date = new Date()): void {
  applyDark(!isDaytime(date));
}

export function setThemeChoice(choice: ThemeChoice): void {
  writeStorage(STORAGE_KEYS.theme, choice);
  applyThemeChoice(choice);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, getThemeChoice, () => "system");
}
