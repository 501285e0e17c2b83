/**
 * What a visitor does on a script-free page before its islands have loaded (they load after the
 * first paint; ADR 0016): root.tsx's inline loader runs EARLY_INTERACTIONS, which notes the
 * fields changed and the script-only buttons ([data-needs-script], such as Near Me) pressed; the
 * island that handles them replays them once its listeners are in place.
 */
const EARLY_KEY = "__islandEarly";

interface EarlyLog extends Array<{ type: "change" | "click"; target: Element }> {
  done?: true;
}

export const EARLY_INTERACTIONS = `var q=window.${EARLY_KEY}=[];document.addEventListener("change",function(e){q.done||q.push({type:"change",target:e.target})},true);document.addEventListener("click",function(e){var b=!q.done&&e.target.closest&&e.target.closest("button[data-needs-script]");b&&q.push({type:"click",target:b})},true);`;

/** Replays the interactions noted so far, once, and stops noting new ones. */
export function replayEarlyInteractions(): void {
  const log = (window as unknown as Record<string, EarlyLog | undefined>)[EARLY_KEY];
  if (!log || log.done) return;
  log.done = true;
  const seen = new Set<Element>();
  for (const { type, target } of log.splice(0)) {
    if (type === "click") (target as HTMLElement).click();
    // A field changed twice needs one change event: its value is the latest.
    else if (!seen.has(target)) {
      seen.add(target);
      target.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
}
