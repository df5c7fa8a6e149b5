import type { ReactNode } from "react";
import { inputClass } from "@/lib/buttonClasses";

interface Range {
  min: number;
  max: number;
  step: number;
}

const hintClass = "mt-1 block text-xs text-slate-600 dark:text-slate-400";

/** A labelled number input clamped to its range, with an optional hint read with it. */
export function NumberField(props: {
  id: string;
  label: string;
  value: number;
  range: Range;
  onChange: (value: number) => void;
  suffix?: string;
  hint?: ReactNode;
}) {
  const { id, label, value, range, onChange, suffix, hint } = props;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {suffix && (
          <span className="font-normal text-slate-600 dark:text-slate-400"> ({suffix})</span>
        )}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        className={inputClass}
        value={value}
        min={range.min}
        max={range.max}
        step={range.step}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (Number.isFinite(next)) onChange(Math.min(range.max, Math.max(range.min, next)));
        }}
      />
      {hint && (
        <span id={`${id}-hint`} className={hintClass}>
          {hint}
        </span>
      )}
    </div>
  );
}

/** A labelled select over a fixed list of options, with an optional hint read with it. */
export function SelectField<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: ReactNode;
}) {
  const { id, label, value, options, onChange, hint } = props;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <span id={`${id}-hint`} className={hintClass}>
          {hint}
        </span>
      )}
    </div>
  );
}
