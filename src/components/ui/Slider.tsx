import type { CSSProperties } from "react";
import { cn } from "@/lib/cn";

export interface SliderProps {
  value: number;
  onValueChange: (value: number) => void;
  min: number;
  max: number;
  step: number;
  disabled?: boolean;
  id?: string;
  /** Accessible name of the slider. */
  label: string;
  valueText?: string;
  className?: string;
}

/**
 * A single-thumb slider that respects min, max and step (spec 5): the browser's own range
 * input (`role="slider"`; arrows, Page Up/Down, Home and End; a tap or drag on the track),
 * styled by `.range-slider` in index.css, the part left of the thumb filled (`--fill`).
 *
 * Not Radix's slider (issue 42): its thumb measured its own size while the page was first
 * committed (`offsetWidth` in a layout effect), forcing a layout of the whole new page inside
 * that task: about 130 ms of a phone's 4× slower CPU on `/tax-simulator`.
 */
export function Slider({
  value,
  onValueChange,
  min,
  max,
  step,
  disabled,
  id,
  label,
  valueText,
  className,
}: SliderProps) {
  const fill = max > min ? ((Math.min(max, Math.max(min, value)) - min) / (max - min)) * 100 : 0;
  return (
    <input
      type="range"
      id={id}
      className={cn("range-slider", className)}
      min={min}
      max={max}
      step={step}
      value={value}
      disabled={disabled}
      data-disabled={disabled ? "" : undefined}
      aria-label={label}
      aria-valuetext={valueText}
      style={{ "--fill": `${fill}%` } as CSSProperties}
      onChange={(event) => onValueChange(Number(event.currentTarget.value))}
    />
  );
}
