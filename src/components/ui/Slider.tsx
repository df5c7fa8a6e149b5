import * as SliderPrimitive from "@radix-ui/react-slider";
import { cn } from "@/lib/cn";

export interface SliderProps {
  value: number;
  onValueChange: (value: number) => void;
  min: number;
  max: number;
  step: number;
  disabled?: boolean;
  id?: string;
  /** Accessible name of the thumb. */
  label: string;
  valueText?: string;
  className?: string;
}

/** A single-thumb slider that respects min, max and step (spec 5). */
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
  return (
    <SliderPrimitive.Root
      id={id}
      className={cn("relative flex h-6 w-full touch-none select-none items-center", className)}
      value={[value]}
      onValueChange={([next]) => onValueChange(next ?? value)}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
    >
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <SliderPrimitive.Range className="absolute h-full bg-teal-600" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className="block h-5 w-5 rounded-full border-2 border-teal-700 bg-white shadow focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-teal-500/50 disabled:opacity-50"
      />
    </SliderPrimitive.Root>
  );
}
