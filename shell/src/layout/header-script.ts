// The few lines of plain script the header needs beyond what HTML does (popovers and <details> do the rest):
// - a panel closes when keyboard focus leaves it (and its button), so nothing it covers takes focus unseen
//   (WCAG 2.4.11), and when a link in it is followed (a page restored from the back/forward cache, or a
//   client-side navigation, shows it closed, its sections collapsed);
// - a language chosen in the switcher is remembered (cookie and local storage) before its page is requested,
//   so the unprefixed addresses keep it.
// No framework: it runs on every page, before and without React.
import { rememberLanguage } from '@stallions/shared-i18n/remember';
import { toSupportedLanguage } from '@stallions/shared-i18n/languages';

/** The invoker of an open popover (the button whose popovertarget names it). */
const invokerOf = (popover: HTMLElement) =>
  popover.id ? document.querySelector(`[popovertarget="${CSS.escape(popover.id)}"]`) : null;

const openPopoverOf = (node: EventTarget | null) =>
  node instanceof Element ? node.closest<HTMLElement>('[popover]') : null;

function hide(popover: HTMLElement) {
  // Its sections start collapsed the next time it opens (a page kept by the back/forward cache, or the app's
  // client-side navigation, would otherwise show them as left).
  popover.querySelectorAll('details[open]').forEach((details) => details.removeAttribute('open'));
  try {
    popover.hidePopover();
  } catch {
    // Already closed (older browsers throw for that; newer ones do nothing).
  }
}

export function startHeaderScript(doc: Document = document): void {
  doc.addEventListener('focusout', (event) => {
    const popover = openPopoverOf(event.target);
    const next = event.relatedTarget;
    // null: focus went nowhere focusable (a click on the page): light dismiss handles that.
    if (!popover || !(next instanceof Node)) return;
    if (popover.contains(next) || invokerOf(popover)?.contains(next)) return;
    hide(popover);
  });
  doc.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link) return;
    const lng = toSupportedLanguage(link.getAttribute('data-switch-language'));
    if (lng) rememberLanguage(lng);
    const popover = openPopoverOf(link);
    if (popover) hide(popover);
  });
}
