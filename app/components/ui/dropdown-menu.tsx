import { DropdownMenu as RadixMenu } from "radix-ui";
import type { ComponentPropsWithRef } from "react";
import { cn } from "~/lib/cn.ts";

/**
 * Radix dropdown menu (role=menu, arrow keys, typeahead, Escape). It needs JavaScript:
 * for site navigation use the <details> disclosure in header.tsx instead; use this for
 * actions (sort, account, "more") where a no-JS fallback exists.
 */
export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuGroup = RadixMenu.Group;
export const DropdownMenuRadioGroup = RadixMenu.RadioGroup;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = "start",
  ...props
}: ComponentPropsWithRef<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          "z-50 min-w-52 rounded-xl border border-border bg-surface p-1.5 text-fg shadow-overlay data-[state=open]:animate-fade-in",
          className,
        )}
        {...props}
      />
    </RadixMenu.Portal>
  );
}

const itemClasses =
  "relative flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-base outline-none select-none " +
  "data-highlighted:bg-primary-soft data-highlighted:text-primary-soft-fg data-disabled:pointer-events-none data-disabled:opacity-60 [&_svg]:size-4";

export function DropdownMenuItem({ className, ...props }: ComponentPropsWithRef<typeof RadixMenu.Item>) {
  return <RadixMenu.Item className={cn(itemClasses, className)} {...props} />;
}

export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof RadixMenu.RadioItem>) {
  return (
    <RadixMenu.RadioItem className={cn(itemClasses, "ps-8", className)} {...props}>
      <RadixMenu.ItemIndicator className="absolute start-3 inline-flex">
        <span aria-hidden="true" className="size-2 rounded-full bg-current" />
      </RadixMenu.ItemIndicator>
      {children}
    </RadixMenu.RadioItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentPropsWithRef<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={cn("px-3 py-2 text-sm font-semibold text-fg-muted", className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentPropsWithRef<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={cn("my-1 h-px bg-border", className)} {...props} />;
}
