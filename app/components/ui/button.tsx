import { Slot } from "radix-ui";
import type { ComponentPropsWithRef } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-classes.ts";

export { buttonClasses } from "./button-classes.ts";

export interface ButtonProps extends ComponentPropsWithRef<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a link, for example) with the button's styles and props. */
  asChild?: boolean;
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? "button"} className={classes} {...props} />;
}
