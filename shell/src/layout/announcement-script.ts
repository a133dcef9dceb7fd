// The announcement's dismiss button, in plain script: a dismissed announcement stays dismissed for the session
// (the same text; a new one shows again). The server renders it (it cannot see the session's storage); a
// dismissed one is removed as soon as the page runs this. The band is sticky at the bottom: removing it moves
// nothing on screen.
import { dismissedAnnouncementKey } from './announcement-key';

function storedDismissal(): string | null {
  try {
    return sessionStorage.getItem(dismissedAnnouncementKey);
  } catch {
    return null; // Storage blocked: the notice simply shows.
  }
}

export function startAnnouncementScript(doc: Document = document): void {
  const band = doc.querySelector<HTMLElement>('[data-announcement]');
  if (!band) return;
  const text = band.getAttribute('data-announcement') ?? '';
  if (storedDismissal() === text) {
    band.remove();
    return;
  }
  band.querySelector('[data-dismiss-announcement]')?.addEventListener('click', () => {
    try {
      sessionStorage.setItem(dismissedAnnouncementKey, text);
    } catch {
      // Storage blocked: dismissed for this page view only.
    }
    // Focus would be lost with the button: it goes to the main content, where the visitor was reading.
    doc.getElementById('main-content')?.focus({ preventScroll: true });
    band.remove();
  });
}
