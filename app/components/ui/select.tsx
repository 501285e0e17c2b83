import { ChevronDown } from "~/components/icons.tsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { cn } from "~/lib/cn.ts";
import { FieldFrame, controlClasses, useField, type FieldProps } from "./field.tsx";

interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<"select">, "children">, FieldProps {
  /** Options as data; or pass <option> elements as children. */
  options?: readonly SelectOption[];
  /** A first, empty-valued option such as "All States". */
  placeholderOption?: string;
  children?: ReactNode;
  selectClassName?: string;
}

/**
 * A styled native <select>: it submits in plain HTML forms, works without JavaScript and
 * uses the phone's own picker.
 */
export function Select({ selectClassName, options, placeholderOption, children, ...props }: SelectProps) {
  const { frame, control, controlRest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <select
          {...control}
          className={cn(controlClasses, "min-h-11 appearance-none py-2 pe-10", selectClassName)}
          {...controlRest}
        >
          {placeholderOption !== undefined ? <option value="">{placeholderOption}</option> : null}
          {options?.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-fg-muted"
        />
      </div>
    </FieldFrame>
  );
}
