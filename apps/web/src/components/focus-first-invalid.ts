/** How long after a submit a field newly marked invalid (a server refusal on its way) still takes the focus. */
export const REFUSAL_WATCH_MS = 30_000;

/** Scrolls to the form's first field marked invalid and puts the cursor in it. */
export function focusFirstInvalid(form: HTMLElement): boolean {
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  // jsdom has no scrollIntoView; browsers all do.
  field.scrollIntoView?.({ block: "center" });
  field.focus({ preventScroll: true });
  return true;
}

/**
 * After any form is submitted, the first field it marks invalid takes the focus and is scrolled into
 * view: a rule that fails in the browser, or a refusal from the server that names a field (marked by
 * `serverFieldErrors`). A long form otherwise refuses silently above the fold. The watch ends at the
 * first focus, when the person types in the form again, or after REFUSAL_WATCH_MS. Returns the
 * function that stops watching.
 */
export function watchSubmittedForms(root: Document = document): () => void {
  const watches = new Map<HTMLFormElement, () => void>();

  const watch = (form: HTMLFormElement) => {
    watches.get(form)?.();
    let frame = 0;
    const settle = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        if (focusFirstInvalid(form)) stop();
      });
    };
    const observer = new MutationObserver(settle);
    observer.observe(form, { subtree: true, attributes: true, attributeFilter: ["aria-invalid"] });
    const timer = window.setTimeout(() => stop(), REFUSAL_WATCH_MS);
    // Typing again after the submit means the person is fixing things: the focus is theirs.
    const typed = () => stop();
    form.addEventListener("input", typed);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      if (frame) window.cancelAnimationFrame(frame);
      form.removeEventListener("input", typed);
      watches.delete(form);
    }
    watches.set(form, stop);
    // A field already marked before this submit (a live check) is focused too.
    settle();
  };

  // Capture: before the form's own handler, so the watch sees every mark the handler makes.
  const onSubmit = (event: Event) => {
    if (event.target instanceof HTMLFormElement) watch(event.target);
  };
  root.addEventListener("submit", onSubmit, true);
  return () => {
    root.removeEventListener("submit", onSubmit, true);
    for (const stop of [...watches.values()]) stop();
  };
}
