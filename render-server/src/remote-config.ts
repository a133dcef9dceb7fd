// Remote Config's `translations_<lng>` overrides, read by the render server and rendered into every page, so
// the browser never changes text after it arrives. Locally from the template file local-cloud serves (checked
// every few seconds by conditional request: an edit shows within 10 s, no restart); in production from
// Firebase Remote Config through firebase-admin (the client template, Application Default Credentials on
// Cloud Run), at most once an hour, the site's minimum fetch interval. A failed read keeps the last good values.
import type { RuntimeConfig } from '@stallions/shared-config';
import { conditionalGet } from '@stallions/shared-config/conditional-get';
import {
  allTemplateOverrides,
  type RemoteConfigTemplate,
  type TemplateOverrides,
} from '@stallions/shared-i18n/remote-config-template';

/** Reads the template; `unchanged` when the source says it has not changed since the last read. */
export type TemplateRead = () => Promise<RemoteConfigTemplate | 'unchanged'>;

export interface TranslationFeedOptions {
  read: TemplateRead;
  /** Hands the overrides to the renderer (only when they differ from the last ones handed). */
  apply: (overrides: TemplateOverrides) => void;
  /** No read sooner than this after the last. */
  intervalMs: number;
  log?: Pick<Console, 'info' | 'error'>;
  now?: () => number;
}

export interface TranslationFeed {
  /** Reads the template if the interval has passed (one read at a time); never throws. */
  refresh(): Promise<void>;
}

export function createTranslationFeed({
  read,
  apply,
  intervalMs,
  log = console,
  now = Date.now,
}: TranslationFeedOptions): TranslationFeed {
  let lastRead = -Infinity;
  let applied = '';
  let running: Promise<void> | undefined;
  async function readNow() {
    lastRead = now();
    try {
      const template = await read();
      if (template === 'unchanged') return;
      const overrides = allTemplateOverrides(template);
      const serialized = JSON.stringify(overrides);
      if (serialized === applied) return;
      apply(overrides);
      applied = serialized;
      log.info('Remote translations loaded successfully');
    } catch (error) {
      // The last good overrides stay in the renderer.
      log.error('Failed to fetch remote translations:', error);
    }
  }
  return {
    refresh() {
      if (running) return running;
      if (now() - lastRead < intervalMs) return Promise.resolve();
      running = readNow().finally(() => (running = undefined));
      return running;
    },
  };
}

/** The template file over HTTP (local-cloud's), by conditional request. */
function templateFileRead(url: string, fetchImpl: typeof fetch = fetch): TemplateRead {
  const file = conditionalGet(url, fetchImpl);
  return async () => {
    const response = await file.get();
    if (response === 'unchanged') return 'unchanged';
    try {
      return (await response.json()) as RemoteConfigTemplate;
    } catch (error) {
      file.forget(); // read it whole again next time
      throw error;
    }
  };
}

/** What the site needs of firebase-admin's Remote Config (a stub stands in for it in tests). */
export interface RemoteConfigAdmin {
  getTemplate(): Promise<RemoteConfigTemplate>;
}

/** Firebase Remote Config's client template through firebase-admin (Application Default Credentials). */
export function firebaseTemplateRead(admin: () => Promise<RemoteConfigAdmin> = loadRemoteConfigAdmin): TemplateRead {
  return async () => (await admin()).getTemplate();
}

async function loadRemoteConfigAdmin(): Promise<RemoteConfigAdmin> {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getRemoteConfig } = await import('firebase-admin/remote-config');
  return getRemoteConfig(getApps()[0] ?? initializeApp());
}

/** The feed the runtime config names; undefined when the site has no overrides. */
export function translationFeedFor(
  config: RuntimeConfig,
  apply: TranslationFeedOptions['apply'],
): TranslationFeed | undefined {
  const { translations } = config;
  if (translations.kind === 'template')
    return createTranslationFeed({ read: templateFileRead(translations.url), apply, intervalMs: 5_000 });
  if (translations.kind === 'firebase')
    return createTranslationFeed({ read: firebaseTemplateRead(), apply, intervalMs: 60 * 60 * 1000 });
  return undefined;
}
