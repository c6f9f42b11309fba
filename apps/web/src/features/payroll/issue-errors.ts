import { serverFieldErrors } from "../../components/server-field-errors";

/** A list form's errors keyed "index.field" ("0.rate"), from the schema's issues or the server's fields. */
export type RowErrors = Record<string, string>;

export function rowErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[], list: string): RowErrors {
  const errors: RowErrors = {};
  for (const issue of issues) {
    const [head, index, field] = issue.path;
    const key = head === list && index !== undefined ? `${String(index)}.${String(field ?? "")}` : "list";
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The server's field errors ("rules.0.rate") in the same keys. */
export function serverRowErrors(error: unknown, list: string): RowErrors {
  const byPath = serverFieldErrors(error, "");
  return rowErrorsOf(
    Object.entries(byPath).map(([path, message]) => ({ path: path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message })),
    list,
  );
}
