import { Slider as RadixSlider } from "radix-ui";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cn } from "~/lib/cn.ts";
import { useHydrated } from "../use-hydrated.ts";

export interface SliderProps {
  /** Form field name: the value submits with the form (Radix renders a hidden input). */
  name: string;
  label: ReactNode;
  min?: number;
  max?: number;
  step?: number;
  defaultValue?: number;
  /** Controlled value (optional). */
  value?: number;
  onValueChange?: (value: number) => void;
  /** Called when the user finishes a change (pointer up or key press). */
  onValueCommit?: (value: number) => void;
  /** Text for the current value, shown beside the label and read as aria-valuetext. */
  formatValue?: (value: number) => string;
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * A labelled single-value slider. The first render (server, and browsers without
 * JavaScript) is a native range input, which works and submits everywhere; once React has
 * hydrated it becomes a Radix slider, carrying over any value the user already chose.
 */
export function Slider({
  name,
  label,
  min = 0,
  max = 100,
  step = 1,
  defaultValue,
  value: controlled,
  onValueChange,
  onValueCommit,
  formatValue = String,
  description,
  disabled,
  id,
  className,
}: SliderProps) {
  const hydrated = useHydrated();
  const auto = useId();
  const baseId = id ?? auto;
  const labelId = `${baseId}-label`;
  const descriptionId = description ? `${baseId}-description` : undefined;
  const nativeRef = useRef<HTMLInputElement>(null);
  const [internal, setInternal] = useState(defaultValue ?? min);
  const value = controlled ?? internal;

  // Keep a value moved on the native input before hydration finished.
  useEffect(() => {
    const native = nativeRef.current;
    if (native && controlled === undefined) setInternal(Number(native.value));
    // Only once, when the native input is about to be replaced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (next: number) => {
    if (controlled === undefined) setInternal(next);
    onValueChange?.(next);
  };

  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label id={labelId} htmlFor={`${baseId}-input`} className="text-sm font-semibold text-fg">
          {label}
        </label>
        <output
          htmlFor={`${baseId}-input`}
          aria-hidden="true"
          className="text-sm font-medium text-fg-muted tabular-nums"
        >
          {formatValue(value)}
        </output>
      </div>
      {description ? (
        <p id={descriptionId} className="text-sm text-fg-muted">
          {description}
        </p>
      ) : null}
      {hydrated ? (
        <RadixSlider.Root
          name={name}
          min={min}
          max={max}
          step={step}
          value={[value]}
          disabled={disabled}
          onValueChange={(v) => change(v[0] ?? min)}
          onValueCommit={(v) => onValueCommit?.(v[0] ?? min)}
          className="relative flex h-11 w-full touch-none items-center select-none data-disabled:opacity-60"
        >
          <RadixSlider.Track className="relative h-2 grow overflow-hidden rounded-full bg-surface-2 ring-1 ring-border-strong ring-inset">
            <RadixSlider.Range className="absolute h-full rounded-full bg-primary" />
          </RadixSlider.Track>
          <RadixSlider.Thumb
            id={`${baseId}-input`}
            aria-labelledby={labelId}
            aria-describedby={descriptionId}
            aria-valuetext={formatValue(value)}
            className="block size-6 cursor-grab rounded-full border-2 border-primary bg-surface shadow-raised transition-transform hover:scale-110 active:cursor-grabbing"
          />
        </RadixSlider.Root>
      ) : (
        <input
          ref={nativeRef}
          id={`${baseId}-input`}
          type="range"
          name={name}
          min={min}
          max={max}
          step={step}
          defaultValue={value}
          disabled={disabled}
          aria-describedby={descriptionId}
          aria-valuetext={formatValue(value)}
          className="range-native"
        />
      )}
    </div>
  );
}
