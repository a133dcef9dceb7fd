// Which renderer serves a visitor: the current releases; a canary's, for a visitor drawn into it
// (canary-visitors.ts); or a preview's, for a visitor whose cookie holds a preview (preview-tracks.ts). The canary's
// renderer is started by its first visitor and stopped once no release pointer names a canary.
import type { IncomingMessage } from 'node:http';
import type { ShellRenderer } from '@stallions/shared-config/render-contract';
import type { TrackRenderer } from './canary-track';
import { canaryGroup, canaryMembership } from './canary-visitors';
import { previewHeaders, type Previews } from './preview-tracks';
import type { VisitorTrack } from './request-handler';
import { readSession, sessionCookie, type VisitorSession } from './session-cookie';

export interface VisitorTracksOptions {
  current: ShellRenderer;
  /** Without them (no secret), no preview link is honoured. */
  previews: Previews | undefined;
  /** Starts the canary's renderer: its text overrides set, its pages signed as the canary's. */
  startCanary: () => Promise<TrackRenderer>;
  /** The site is served over https: the visitor's cookie is Secure. */
  secure: boolean;
  log: (line: string) => void;
}

export function createVisitorTracks({ current, previews, startCanary, secure, log }: VisitorTracksOptions) {
  // The canary's renderer, while a pointer names a canary.
  let canary: Promise<TrackRenderer> | undefined;

  function canaryRenderer(): Promise<TrackRenderer> {
    canary ??= startCanary().catch((error: unknown) => {
      canary = undefined;
      throw error;
    });
    return canary;
  }
  /** Runs `task` on the canary's renderer if one is running; its failure is the renderer's own to report. */
  const withCanary = (task: (track: TrackRenderer) => unknown) => void canary?.then(task).catch(() => undefined);

  /** A visitor whose cookie changes with this answer: it is theirs alone (no shared cache keeps it). */
  const personal = (session: VisitorSession) => ({
    'Set-Cookie': sessionCookie(session, secure),
    'Cache-Control': 'private, no-cache',
  });

  /** The renderer of this request's visitor and what their answer needs (a canary's cookie, a preview's headers). */
  async function visitorTrack(req: IncomingMessage): Promise<VisitorTrack> {
    const session = readSession(req.headers.cookie);
    if (!previews || session.previews.length === 0) return liveTrack(session, false);
    const { pins, kept, dropped } = await previews.held(session.previews);
    const cleaned = { ...session, previews: kept };
    if (kept.length === 0) return liveTrack(cleaned, dropped);
    const cookie: Record<string, string> = dropped ? { 'Set-Cookie': sessionCookie(cleaned, secure) } : {};
    try {
      const renderer = await previews.rendererFor(pins);
      return { renderer, visitorHeaders: { ...previewHeaders, ...cookie }, variesByCookie: true, preview: true };
    } catch (error) {
      log(`render-server: a preview's renderer failed, the live releases serve instead: ${String(error)}`);
      return liveTrack(session, false);
    }
  }

  /** The current releases, or the canary's for a visitor drawn into it; `changed`: the cookie is to be rewritten. */
  async function liveTrack(session: VisitorSession, changed: boolean): Promise<VisitorTrack> {
    const group = canaryGroup(current.canaries());
    if (!group) {
      withCanary((track) => track.close());
      canary = undefined;
      return { renderer: current, visitorHeaders: changed ? personal(session) : {}, variesByCookie: false };
    }
    const { inCanary, drawn } = canaryMembership(session.draw, group);
    // A visitor drawn just now: this answer is theirs alone (no shared cache keeps it).
    const visitorHeaders: Record<string, string> =
      drawn !== undefined ? personal({ ...session, draw: drawn }) : changed ? personal(session) : {};
    if (!inCanary) return { renderer: current, visitorHeaders, variesByCookie: true };
    try {
      return { renderer: await canaryRenderer(), visitorHeaders, variesByCookie: true };
    } catch (error) {
      log(`render-server: the canary renderer failed, the current releases serve instead: ${String(error)}`);
      return { renderer: current, visitorHeaders, variesByCookie: true };
    }
  }

  return { visitorTrack, withCanary };
}
