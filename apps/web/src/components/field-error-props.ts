import type { ReactNode } from "react";

/**
 * What ties a field's error to its input for assistive tech: aria-invalid, and aria-describedby
 * naming the error text Mantine writes under the field (`<id>-error`). Mantine's PasswordInput
 * marks the field invalid only by its look, so a screen reader would not hear why.
 */
export function fieldErrorProps(id: string, error: ReactNode) {
  return { id, ...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {}) };
}
