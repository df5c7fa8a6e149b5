/**
 * Toasts: call `toast({ title, description, variant })` from anywhere (or `useToast()`),
 * and render <Toaster /> once in the layout. The toasts' view (Radix, ToastList.tsx) is
 * its own chunk, loaded with the first toast: no page pays for it before it has something
 * to say (issue 42: the home page's JavaScript).
 */
import { useEffect, useState, useSyncExternalStore } from "react";

export type ToastVariant = "default" | "success" | "destructive" | "warning";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; default 4000. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(input: ToastInput): void {
  items = [...items.slice(-3), { ...input, id: nextId++ }];
  emit();
}

export function dismiss(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

export function useToast(): { toast: typeof toast } {
  return { toast };
}

/** The toasts shown now; re-renders when one is added or dismissed. */
export function useToastItems(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    () => items,
  );
}

type ToastListModule = typeof import("./ToastList");
let toastList: ToastListModule | null = null;

/** Loads the toasts' view (once); the layout's Toaster draws it as soon as it has loaded. */
export function preloadToasts(): Promise<ToastListModule> {
  return import("./ToastList").then((module) => (toastList = module));
}

/**
 * Nothing until the first toast (or until the view was loaded beforehand, preloadToasts);
 * from then on the list stays mounted (its live region).
 */
export function Toaster() {
  const current = useToastItems();
  const [mounted, setMounted] = useState(current.length > 0 || toastList !== null);
  const [, setLoaded] = useState(toastList !== null);
  if (current.length > 0 && !mounted) setMounted(true);
  useEffect(() => {
    if (mounted && toastList === null) void preloadToasts().then(() => setLoaded(true));
  }, [mounted]);
  if (!mounted || toastList === null) return null;
  const { default: ToastList } = toastList;
  return <ToastList />;
}
