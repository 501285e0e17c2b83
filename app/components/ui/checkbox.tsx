import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { cn } from "~/lib/cn.ts";

export interface CheckboxProps extends Omit<ComponentPropsWithRef<"input">, "type" | "children"> {
  label: ReactNode;
  description?: ReactNode;
}

/**
 * A native checkbox, restyled: it submits name=value in plain HTML forms and keeps the
 * browser's own keyboard and screen-reader behaviour. The whole row is the click target.
 * Its parts are styled by classes in app.css (.checkbox-box, .checkbox-input, .checkbox-check,
 * .checkbox-label) and the check mark is a CSS mask shown by :checked: the filter panel
 * server-renders 50-odd of these per page, and an SVG icon component plus the long utility
 * lists cost render time and 20 KB of HTML there.
 */
export function Checkbox({ id, label, description, className, ...props }: CheckboxProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <span className="checkbox-box">
        <input id={inputId} type="checkbox" aria-describedby={descriptionId} className="checkbox-input" {...props} />
        <span aria-hidden="true" className="checkbox-check" />
      </span>
      <span className="flex min-w-0 flex-col">
        <label htmlFor={inputId} className="checkbox-label">
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className="text-sm text-fg-muted">
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
}
