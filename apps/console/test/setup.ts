import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens are lazy chunks: on a loaded CI machine their first import can take over a second, so
// `findBy…` and `waitFor` wait longer for their condition than the library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// Mantine reads media queries and element sizes that happy-dom does not implement.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => {
      const maxWidth = /max-width:\s*([\d.]+)(px|em)/.exec(query);
      const minWidth = /min-width:\s*([\d.]+)(px|em)/.exec(query);
      const toPx = (m: RegExpExecArray) => Number(m[1]) * (m[2] === 'em' ? 16 : 1);
      const matches = (!maxWidth || window.innerWidth <= toPx(maxWidth)) && (!minWidth || window.innerWidth >= toPx(minWidth));
      return {
        matches,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      };
    },
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}

// Mantine's autosize textarea listens for web fonts loading.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// Keep the real scrollIntoView away from Mantine's combobox and menu code in a DOM without layout.
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
