// The one matchMedia stand-in for tests (jsdom has none): `matches(query)` says which queries match.
export function stubMatchMedia(matches: (query: string) => boolean = () => false): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
