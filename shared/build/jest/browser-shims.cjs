// What jsdom lacks and the portal uses: matchMedia (device switching) and scrolling (navigation rules).
// Both follow window.innerWidth / window.scrollY, so a test resizes or scrolls the way a browser would.

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => {
      const maxWidth = /\(max-width:\s*(\d+)px\)/.exec(query);
      const evaluate = () => (maxWidth ? window.innerWidth <= Number(maxWidth[1]) : false);
      const listeners = new Set();
      let last = evaluate();
      window.addEventListener('resize', () => {
        const next = evaluate();
        if (next === last) return;
        last = next;
        for (const listener of listeners) listener({ matches: next, media: query });
      });
      return {
        media: query,
        get matches() {
          return evaluate();
        },
        onchange: null,
        addEventListener: (_type, listener) => listeners.add(listener),
        removeEventListener: (_type, listener) => listeners.delete(listener),
        addListener: (listener) => listeners.add(listener),
        removeListener: (listener) => listeners.delete(listener),
        dispatchEvent: () => false,
      };
    };
  }

  let scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(window, 'pageYOffset', { configurable: true, get: () => scrollY });
  window.scrollTo = (xOrOptions, y) => {
    scrollY = typeof xOrOptions === 'object' && xOrOptions !== null ? (xOrOptions.top ?? scrollY) : (y ?? scrollY);
    window.dispatchEvent(new Event('scroll'));
  };
}
