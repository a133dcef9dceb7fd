// What the islands' host (islands.js) tells the page's plain script (site.js) about each island: two bundles
// that share no module state, so they speak through the island's element. Plain constants: site.js imports
// them without any framework.

/** On an island's element: hydrated, the visitor's typed values given back (it also gets islandReadyAttribute). */
export const islandReadyEvent = 'island:ready';
/** Marks a hydrated island's element. */
export const islandReadyAttribute = 'data-island-ready';
/** On an island's element: its code cannot load (the host's script, the remote or its data failed); its server HTML stays. */
export const islandUnavailableEvent = 'island:unavailable';

/** Tells every island of the page that it will not hydrate (the host's script could not load). */
export function announceUnavailable(elements: Iterable<Element>): void {
  for (const element of elements) element.dispatchEvent(new Event(islandUnavailableEvent));
}
