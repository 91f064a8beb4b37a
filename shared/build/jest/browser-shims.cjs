// What jsdom lacks and the portal uses: matchMedia (device switching), scrolling (navigation rules) and the modal
// methods of <dialog> (mf-voting's film player). The first two follow window.innerWidth / window.scrollY, so a test
// resizes or scrolls the way a browser would.

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

  // jsdom has <dialog> and its `open` attribute, not showModal/close: these set and clear it and fire `close`
  // (at once, where a browser queues it). Focus trapping and Esc are the browser's and are not imitated.
  const Dialog = window.HTMLDialogElement;
  if (Dialog && !Dialog.prototype.showModal) {
    Dialog.prototype.showModal = function showModal() {
      this.setAttribute('open', '');
    };
    Dialog.prototype.close = function close() {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new window.Event('close'));
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
