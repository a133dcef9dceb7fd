// A page prerendered at build time (scripts/prerender.ts) paints before any JavaScript has run. The app then
// renders into a hidden container beside it and takes its place once nothing on the page is still loading,
// carrying over what the visitor already did there: typed values, focus and a button pressed early. The two
// trees have the same size, so the scroll position stays as it is.

/** On <html>: "on" while a snapshot shows, "replaced" once the app took over. */
export const snapshotAttribute = 'data-snapshot';
/** Marks a loading placeholder (a Suspense fallback): the app is not ready to show while one is in it. */
export const pendingAttribute = 'data-pending';
/** After this, the app takes over even if part of it is still loading (it shows its own spinner then). */
export const settleTimeoutMs = 10_000;

/** Set by the inline gate (shell/src/snapshot/gate.js) when a button of the snapshot was pressed. */
interface SnapshotWindow extends Window {
  __snapshotClick?: Element;
}

/** Whether a prerendered page is on screen (the app has not taken over yet). */
export function snapshotShowing(doc: Document = document): boolean {
  return doc.documentElement.getAttribute(snapshotAttribute) === 'on';
}

export interface MountPoint {
  /** Where React renders. */
  container: HTMLElement;
  /** Resolves once the app shows (at once when there was no snapshot). */
  takeOver(): Promise<void>;
}

/** Where the app renders: into root itself, or beside the snapshot root holds. */
export function mountPoint(root: HTMLElement, doc: Document = root.ownerDocument): MountPoint {
  if (!root.hasAttribute(snapshotAttribute) || !snapshotShowing(doc))
    return { container: root, takeOver: () => Promise.resolve() };
  const live = doc.createElement('div');
  // Laid out like the page (so layout effects measure real sizes) but neither painted nor in the
  // accessibility tree until the swap.
  live.style.cssText = 'position:absolute;inset-block-start:0;inset-inline:0;visibility:hidden;pointer-events:none';
  root.after(live);
  return {
    container: live,
    takeOver: async () => {
      await settled(live);
      await swap(root, live, doc);
    },
  };
}

function isSettled(live: HTMLElement): boolean {
  return live.querySelector('main') !== null && live.querySelector(`[${pendingAttribute}]`) === null;
}

/** Resolves when the app's page has rendered with no loading placeholder left, or after the timeout. */
export function settled(live: HTMLElement, timeoutMs = settleTimeoutMs): Promise<void> {
  if (isSettled(live)) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (isSettled(live)) finish();
    });
    observer.observe(live, { childList: true, subtree: true, attributes: true, attributeFilter: [pendingAttribute] });
    const timer = setTimeout(finish, timeoutMs);
  });
}

/** The element of `to` at the place `element` has in `from` (same id, else same child-index path). */
export function counterpart<T extends Element>(element: T, from: Element, to: Element): T | undefined {
  if (element.id) {
    const byId = to.querySelector(`#${CSS.escape(element.id)}`);
    return byId?.tagName === element.tagName ? (byId as unknown as T) : undefined;
  }
  const path: number[] = [];
  for (let node: Element = element; node !== from; node = node.parentElement!) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement!.children, node));
  }
  let match: Element | undefined = to;
  for (const index of path) match = match?.children[index];
  return match?.tagName === element.tagName ? (match as T) : undefined;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Sets a value the way typing does, so React and react-hook-form see it (their listeners run on input). */
function setValue(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const options = Array.from(field.options);
    if (field.multiple) return options.some((o) => o.selected !== o.defaultSelected);
    // With no `selected` attribute (the app sets its choice as a property, which the snapshot does not keep),
    // the browser shows the first option: that is the snapshot's default, not a visitor's choice.
    return (
      field.selectedIndex !==
      Math.max(
        0,
        options.findIndex((o) => o.defaultSelected),
      )
    );
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** What the visitor typed or chose in the snapshot, put into the app's fields. */
function carryOverFields(root: HTMLElement, live: HTMLElement) {
  root.querySelectorAll<Field>('input, select, textarea').forEach((field) => {
    if (!changed(field)) return;
    const target = counterpart(field, root, live);
    if (!target) return;
    if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
      if (target.checked !== (field as HTMLInputElement).checked) target.click();
    } else {
      setValue(target, field.value);
    }
  });
}

async function swap(root: HTMLElement, live: HTMLElement, doc: Document) {
  const win = doc.defaultView as SnapshotWindow | null;
  carryOverFields(root, live);
  const active = doc.activeElement && root.contains(doc.activeElement) ? doc.activeElement : undefined;
  const focusTarget = active ? counterpart(active, root, live) : undefined;
  const pressed = win?.__snapshotClick && root.contains(win.__snapshotClick) ? win.__snapshotClick : undefined;
  const pressTarget = pressed ? counterpart(pressed, root, live) : undefined;

  // The app's tree is already styled and laid out beside the snapshot: showing it in place of the snapshot
  // changes only its own position and visibility (which Chrome propagates without restyling the subtree).
  // The snapshot's <style> stays: its rules are the app's own, and removing a sheet restyles the whole page.
  root.remove();
  live.removeAttribute('style');
  live.id = root.id;
  doc.documentElement.setAttribute(snapshotAttribute, 'replaced');

  if (focusTarget instanceof HTMLElement) {
    focusTarget.focus({ preventScroll: true });
    if (active instanceof HTMLInputElement && focusTarget instanceof HTMLInputElement) {
      try {
        focusTarget.setSelectionRange(active.selectionStart, active.selectionEnd);
      } catch {
        // Inputs such as email and number have no selection API.
      }
    }
  }
  if (win) delete win.__snapshotClick;
  if (pressTarget instanceof HTMLElement) {
    // After the next frame: by then the first render's effects have run, and one of them may reset what the
    // button controls (a menu closes when a page mounts), which would undo a press made now.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    pressTarget.click();
  }
}
