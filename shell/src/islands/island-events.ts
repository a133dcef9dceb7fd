// What the islands' host (islands.js) tells the page's plain script (site.js) about each island: two bundles
// that share no module state, so they speak through the island's element. Plain constants: site.js imports
// them without any framework.

/** On an island's element: hydrated, the visitor's typed values given back (it also gets islandReadyAttribute). */
export const islandReadyEvent = 'island:ready';
/** Marks a hydrated island's element. */
export const islandReadyAttribute = 'data-island-ready';
/** On an island's element: its code cannot load (the host's script, the remote or its data failed); its server HTML stays. */
export const islandUnavailableEvent = 'island:unavailable';

/** What an island:unavailable event carries: why, as a code the field measurement reports (never a message). */
export interface IslandUnavailableDetail {
  /** Module Federation's error code (RUNTIME-008: the remote's entry did not load, …), or `islands-host`. */
  code?: string;
}

/** The code of an island whose host script (islands.js) could not load. */
export const islandsHostFailed = 'islands-host';

/** Tells every island of the page that it will not hydrate (the host's script could not load, or `code` says why). */
export function announceUnavailable(elements: Iterable<Element>, code?: string): void {
  const detail: IslandUnavailableDetail = code ? { code } : {};
  for (const element of elements) element.dispatchEvent(new CustomEvent(islandUnavailableEvent, { detail }));
}
