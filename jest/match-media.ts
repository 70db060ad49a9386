/** A matchMedia for jsdom, which evaluates no media queries: exactly the queries listed match. */
export function stubMatchMedia(...matching: string[]): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
