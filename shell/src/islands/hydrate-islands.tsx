// Hydrates each island of the page in a root of its own, over the HTML the server rendered for it, with the
// props and translations the server wrote beside it. Its code comes from the remote that exposes it
// (`<remote>/islands`), registered from the runtime config the page carries. What a visitor typed before the code
// arrived is given back after hydration (typed-values.ts). An island whose code cannot load
// keeps its server HTML (a form still works: the browser posts it natively) and shows its translated notice
// with Retry, which tries again. The page's script hears of each island's fate through events on its element
// (island-events.ts): a form submitted before its code arrived is sent once it has, or natively if it cannot.
// Once the visitor is leaving the page (page-leaving.ts), neither a remote's code nor a hydration starts: the
// next document needs the main thread.
import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { adoptRuntimeConfig, type RemoteName } from '@stallions/shared-config';
import { islandAttribute } from '@stallions/shared-config/render-contract';
import { I18nextProvider, i18n, initIslandI18n } from '@stallions/shared-i18n';
import {
  islandUnavailableAttribute,
  mergeTranslations,
  SiteThemeProvider,
  type IslandData,
} from '@stallions/shared-ui/browser';
import { federationErrorCode } from '../federation/error-code';
import { loadRemoteModule, registerSectionRemotes, resetRemote } from '../federation/remotes';
import { readPageState } from '../page-state';
import { announceUnavailable, islandReadyAttribute, islandReadyEvent } from './island-events';
import { untilStaying } from './page-leaving';
import { readTypedValues, replayTypedValues } from './typed-values';

interface IslandElement {
  element: HTMLElement;
  data: IslandData;
}

/** The page's islands with their data; one whose data is missing or unreadable is left as the server's HTML. */
function findIslands(doc: Document): IslandElement[] {
  return [...doc.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)].flatMap((element) => {
    const id = element.getAttribute(islandAttribute) ?? '';
    try {
      return [{ element, data: JSON.parse(doc.getElementById(id)?.textContent ?? '') as IslandData }];
    } catch {
      console.error(`Island ${id} has no readable data: it stays as the server rendered it.`);
      announceUnavailable([element]);
      return [];
    }
  });
}

/** Every island's translations, merged: they share the page's one i18n instance. */
const mergedResources = (islands: IslandElement[]) =>
  islands.reduce<Record<string, Record<string, unknown>>>(
    (resources, { data }) => mergeTranslations(resources, data.resources) as Record<string, Record<string, unknown>>,
    {},
  );

/** Runs `then` once, after every effect of the island it wraps (a parent's effects run after its children's). */
function AfterHydration({ children, then }: { children: ReactNode; then: () => void }) {
  useEffect(then, [then]);
  return children;
}

async function hydrateIsland({ element, data }: IslandElement, index: number): Promise<void> {
  const doc = element.ownerDocument;
  const notice = doc.querySelector<HTMLElement>(
    `[${islandUnavailableAttribute}="${CSS.escape(element.getAttribute(islandAttribute) ?? '')}"]`,
  );
  const remote = data.remote as RemoteName;
  let Component: ComponentType<Record<string, unknown>> | undefined;
  try {
    await untilStaying(doc);
    const module = await loadRemoteModule<Record<string, ComponentType<Record<string, unknown>>>>(remote, 'islands');
    Component = module[data.name];
    if (!Component) throw new Error(`${remote}/islands has no island ${data.name}`);
  } catch (error) {
    console.warn(`The island ${remote}/${data.name} could not load: its server HTML stays.`, error);
    // With the federation's code (the field measurement reports it): RUNTIME-008, the remote's entry did not load.
    announceUnavailable([element], federationErrorCode(error));
    if (notice) {
      notice.hidden = false;
      notice.querySelector('button')?.addEventListener(
        'click',
        () => {
          resetRemote(remote); // the next load fetches its manifest and entry afresh
          void hydrateIsland({ element, data }, index).then(() => {
            if (element.hasAttribute(islandReadyAttribute)) notice.hidden = true;
          });
        },
        { once: true },
      );
    }
    return;
  }
  const Island = Component;
  await untilStaying(doc);
  const typed = readTypedValues(element);
  let resolve = () => {};
  const hydrated = new Promise<void>((done) => (resolve = done));
  // Twice in development (StrictMode mounts effects twice, the fields' own included): it sets what differs.
  const replay = () => {
    replayTypedValues(typed);
    const first = !element.hasAttribute(islandReadyAttribute);
    element.setAttribute(islandReadyAttribute, '');
    if (first) element.dispatchEvent(new Event(islandReadyEvent));
    resolve();
  };
  hydrateRoot(
    element,
    <StrictMode>
      <AfterHydration then={replay}>
        <I18nextProvider i18n={i18n}>
          <SiteThemeProvider>
            <Island {...data.props} />
          </SiteThemeProvider>
        </I18nextProvider>
      </AfterHydration>
    </StrictMode>,
    {
      // Each root its own ids, so two islands' useId values never meet.
      identifierPrefix: `island${index}-`,
      onRecoverableError: (error) => console.error('Hydration failed:', error),
    },
  );
  return hydrated;
}

export async function hydrateIslands(doc: Document = document): Promise<void> {
  const state = readPageState(doc);
  if (!state) {
    const elements = doc.querySelectorAll(`[${islandAttribute}]`);
    if (elements.length > 0)
      console.error('The page has no readable state: its islands stay as the server rendered them.');
    announceUnavailable(elements);
    return;
  }
  const islands = findIslands(doc);
  if (islands.length === 0) return;
  try {
    // The config the server rendered with (where each remote's code is): no /config.json request.
    const config = adoptRuntimeConfig(state.config);
    registerSectionRemotes(config.remotes);
    await initIslandI18n(state.lng, mergedResources(islands));
  } catch (error) {
    console.error('The islands could not start: they stay as the server rendered them.', error);
    announceUnavailable(islands.map(({ element }) => element));
    doc.documentElement.setAttribute('data-islands-ready', '');
    return;
  }
  await Promise.all(islands.map((island, index) => hydrateIsland(island, index)));
  // What the e2e tests (and a synthetic monitor) wait for: every island is hydrated or has failed to load.
  doc.documentElement.setAttribute('data-islands-ready', '');
}
