// The site's own addresses a release's pages link to (the same origin as the page; the fragment dropped), each
// asked for once: any answer of 400 or more is a broken link. A redirect is an answer (the site's addresses
// redirect to their one spelling), not followed.

/** The same-origin addresses among `hrefs`, without their fragments, each once. */
export function internalAddresses(origin: string, hrefs: readonly string[]): string[] {
  const found = new Set<string>();
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    url.hash = '';
    found.add(url.href);
  }
  return [...found];
}

/** Each address that answers 400 or more (or not at all), with its status; `inFlight` at a time. */
export async function brokenLinks(addresses: readonly string[], inFlight = 4): Promise<Map<string, string>> {
  const broken = new Map<string, string>();
  const queue = [...addresses];
  const ask = async () => {
    for (let address = queue.shift(); address; address = queue.shift()) {
      try {
        const response = await fetch(address, { redirect: 'manual' });
        await response.arrayBuffer();
        if (response.status >= 400) broken.set(address, `HTTP ${response.status}`);
      } catch (error) {
        broken.set(address, String((error as Error).cause ?? error));
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, ask));
  return broken;
}
