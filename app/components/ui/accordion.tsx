import { ChevronDown } from "lucide-react";
import { Accordion as RadixAccordion } from "radix-ui";
import type { ComponentPropsWithRef } from "react";
import { cn } from "~/lib/cn.ts";

/**
 * Radix accordion (keyboard: Enter/Space toggle, arrow keys between headers). Its closed
 * panels are not in the server HTML, so for content that must work without JavaScript
 * (filters in a form) use <Disclosure> from ./disclosure.tsx instead.
 */
export const Accordion = RadixAccordion.Root;

export function AccordionItem({ className, ...props }: ComponentPropsWithRef<typeof RadixAccordion.Item>) {
  return <RadixAccordion.Item className={cn("border-b border-border", className)} {...props} />;
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: ComponentPropsWithRef<typeof RadixAccordion.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h3";
  return (
    <RadixAccordion.Header asChild>
      <Heading className="flex">
        <Trigger className={className} {...props}>
          {children}
        </Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
}

function Trigger({ className, children, ...props }: ComponentPropsWithRef<typeof RadixAccordion.Trigger>) {
  return (
    <RadixAccordion.Trigger
      className={cn(
        "group flex min-h-12 flex-1 items-center justify-between gap-3 py-3 text-start text-base font-semibold hover:text-primary",
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDown
        aria-hidden="true"
        className="size-5 shrink-0 text-fg-muted transition-transform group-data-[state=open]:rotate-180"
      />
    </RadixAccordion.Trigger>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof RadixAccordion.Content>) {
  return (
    <RadixAccordion.Content className={cn("pb-4", className)} {...props}>
      {children}
    </RadixAccordion.Content>
  );
}
