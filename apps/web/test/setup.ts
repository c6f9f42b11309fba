import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { notifications } from "@mantine/notifications";

// A screen's code is split per route: on a busy machine its first draw can take more than the
// library's one second. findBy and waitFor give it five; a passing test waits no longer for it.
configure({ asyncUtilTimeout: 5000 });

// Screens open the realtime socket once someone is signed in; jsdom has no server to reach. A test
// of the connection itself mocks the module again with handlers it can call.
vi.mock("socket.io-client", () => ({ io: vi.fn(() => ({ on: vi.fn(), disconnect: vi.fn() })) }));

// jsdom lacks the layout APIs Mantine reaches for (media queries, resize observers, scrolling).
if (typeof window.matchMedia !== "function") {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof window.ResizeObserver !== "function") {
  window.ResizeObserver = ResizeObserverStub;
  globalThis.ResizeObserver = ResizeObserverStub;
}

if (typeof Element.prototype.scrollIntoView !== "function") {
  Element.prototype.scrollIntoView = () => {};
}

if (typeof Element.prototype.scrollTo !== "function") {
  Element.prototype.scrollTo = () => {};
}

// jsdom throws "Not implemented" when a pseudo-element is passed; Mantine's ScrollArea asks for one.
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, _pseudoElement?: string | null) => jsdomGetComputedStyle(element);

afterEach(() => {
  cleanup();
  // The notification store outlives a render: a notice from one test must not fill the next one's screen (or queue).
  notifications.clean();
});
