/**
 * Collapsed list items mount their fields when the page is idle, not with the form. Decap renders
 * every field of a collapsed item and hides it with CSS: opening a module rendered a few hundred hidden
 * controls (its sections and their items, facts, specs) before the form showed, some 4 s of a
 * 4×-slowed CPU. Patched Decap (scripts/decap-patches.ts) leaves a collapsed item's fields out at first
 * and asks this queue to mount them: one item after another, in order, while the page has nothing else
 * to do. An item the editor opens mounts at once. Until an item's fields are mounted Decap's own check
 * before saving does not see them (the server checks every save in full, see «Отказ в сохранении»).
 */

/**
 * The form's first fields, rendered with it; the others mount from the same queue, all at once, once the
 * form and its preview are on screen. Four fill the first screen of every collection's form (a module's
 * slug, title, description and SEO block; an article's title, slug, date and description); what follows
 * (the hero, lists, relations with their dropdowns, pictures, an article's Markdown body) took more than
 * half of the time to open an entry. They are not in Decap's check before saving until mounted.
 */
export const FIRST_FIELDS = 4;

/** The global the patched Decap calls: `hook(mount)` queues `mount` and returns what cancels it. */
export const IDLE_MOUNT_HOOK = "__videumWhenIdle";

export type IdleMount = (mount: () => void) => () => void;

interface IdleDeadlineLike {
  timeRemaining(): number;
}

/** How long a mount may wait for an idle moment before it runs anyway. */
export const IDLE_MOUNT_TIMEOUT_MS = 2000;

/** A queue of mounts run in idle time: at least one per idle callback, more while the moment lasts. */
export function idleMountQueue(schedule: (run: (deadline?: IdleDeadlineLike) => void) => void): IdleMount {
  const queue: (() => void)[] = [];
  let scheduled = false;
  const pump = (deadline?: IdleDeadlineLike) => {
    scheduled = false;
    do queue.shift()?.();
    while (queue.length > 0 && deadline && deadline.timeRemaining() > 5);
    if (queue.length > 0) {
      scheduled = true;
      schedule(pump);
    }
  };
  return (mount) => {
    const entry = () => mount();
    queue.push(entry);
    if (!scheduled) {
      scheduled = true;
      schedule(pump);
    }
    return () => {
      const at = queue.indexOf(entry);
      if (at >= 0) queue.splice(at, 1);
    };
  };
}

/** Installs the queue for the patched Decap, on the browser's idle callbacks. */
export function installIdleMount(): void {
  const schedule = (run: (deadline?: IdleDeadlineLike) => void) =>
    "requestIdleCallback" in window ? void window.requestIdleCallback(run, { timeout: IDLE_MOUNT_TIMEOUT_MS }) : void setTimeout(run, 16);
  (globalThis as Record<string, unknown>)[IDLE_MOUNT_HOOK] = idleMountQueue(schedule);
}
