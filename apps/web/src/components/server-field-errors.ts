import { ApiError } from "../api/api-error";

interface FieldIssue {
  field: string;
  message: string;
}

function isFieldIssue(value: unknown): value is FieldIssue {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Record<string, unknown>).field === "string" &&
    typeof (value as Record<string, unknown>).message === "string"
  );
}

/**
 * A 400's field messages ({ fields: [{ field: "customer.phone", message }] }) as form errors, so the
 * refused field is marked in place, not only in the notice. `prefix` is the body's wrapper key; the
 * first message of each field wins. `fieldOf` names the form's field for the server's path where the
 * two differ (the whole "category" field for "category.id", say).
 */
export function serverFieldErrors(error: unknown, prefix: string, fieldOf: (path: string) => string = (path) => path): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const body = error.envelope.body;
  if (typeof body !== "object" || body === null) return {};
  const fields = (body as Record<string, unknown>).fields;
  if (!Array.isArray(fields)) return {};
  const errors: Record<string, string> = {};
  for (const issue of fields.filter(isFieldIssue)) {
    const path = issue.field.startsWith(`${prefix}.`) ? issue.field.slice(prefix.length + 1) : issue.field;
    const field = path && fieldOf(path);
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The first part of a server path: "category" for "category.id". */
export const topField = (path: string) => path.split(".")[0] ?? path;
