/**
 * A field people never see or reach (off-screen, aria-hidden, out of the tab order, no
 * autofill) that naive bots fill in. The server drops a message whose honeypot has a value.
 */
export function Honeypot({ name, label }: { name: string; label: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`hp-${name}`}>{label}</label>
      <input id={`hp-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
