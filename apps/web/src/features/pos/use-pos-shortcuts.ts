import { useEffect, useRef } from "react";

export interface PosShortcutHandlers {
  focusProducts: () => void;
  focusCustomer: () => void;
  payCashExact: () => void;
  complete: () => void;
  /** Esc: back out of what is showing (the done panel, a search). */
  back: () => void;
}

/** The keys of the desktop counter, as the Shortcuts help lists them. */
export const posShortcuts = [
  { key: "F2", action: "Search products" },
  { key: "F4", action: "Find a customer" },
  { key: "F8", action: "Pay the balance in cash, exact" },
  { key: "F9", action: "Complete the sale" },
  { key: "Esc", action: "Clear the search, or start a new sale after one is done" },
] as const;

const dialogOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

/**
 * Function keys work wherever the focus is (they type nothing); Esc only when no dialog and no
 * open list would take it, so it never throws away a cart by surprise.
 */
export function usePosShortcuts(handlers: PosShortcutHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || dialogOpen()) return;
      const run = { F2: latest.current.focusProducts, F4: latest.current.focusCustomer, F8: latest.current.payCashExact, F9: latest.current.complete }[
        event.key
      ];
      if (run) {
        event.preventDefault();
        run();
        return;
      }
      if (event.key === "Escape" && !event.defaultPrevented) latest.current.back();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
