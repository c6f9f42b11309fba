import { lazy, type ComponentType, type LazyExoticComponent } from "react";

type PageLoader<P> = () => Promise<{ default: ComponentType<P> }>;

const loaded = new Map<PageLoader<never>, { default: ComponentType<never> }>();

/** Loads a page's chunk and remembers the module, so a later render of it need not wait. */
export function preloadPage<P>(load: PageLoader<P>): Promise<{ default: ComponentType<P> }> {
  return load().then((module) => {
    loaded.set(load as PageLoader<never>, module as { default: ComponentType<never> });
    return module;
  });
}

/**
 * React.lazy that does not suspend when the chunk is already here (loaded at startup): a plain
 * lazy always suspends once, and React then holds the reveal back (up to 300 ms in React 19)
 * after the fallback has shown, which is most of the gap between the chunk and the screen.
 */
export function lazyPage<P>(load: PageLoader<P>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const module = loaded.get(load as PageLoader<never>) as { default: ComponentType<P> } | undefined;
    if (!module) return preloadPage(load);
    // A thenable that calls back at once (a Promise would wait a microtask): React sees the module
    // during this render and shows the page without suspending.
    const ready = {
      then(onFulfilled: (value: { default: ComponentType<P> }) => void) {
        onFulfilled(module);
      },
    };
    return ready as unknown as Promise<{ default: ComponentType<P> }>;
  });
}
