import type { FormErrors } from "@mantine/form";
import type { z } from "zod";
import { serverFieldErrors } from "./server-field-errors";

/**
 * Lets a Mantine form validate with a domain zod schema, so the browser shows the same messages
 * the server answers with. The first issue of each field wins.
 */
export function zodResolver<Schema extends z.ZodType>(schema: Schema) {
  return (values: z.input<Schema>): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join(".");
      if (!(field in errors)) errors[field] = issue.message;
    }
    return errors;
  };
}

/**
 * A form kept in plain state (not a Mantine form) saved the same way: the draft checked by the
 * domain's schema first, each problem on its field and nothing sent; then sent, a refusal's field
 * messages landing on their fields too (serverFieldErrors, `prefix` its wrapper key).
 */
export async function saveChecked<Schema extends z.ZodType>(
  schema: Schema,
  draft: unknown,
  send: (value: z.output<Schema>) => Promise<unknown>,
  setErrors: (errors: Record<string, string>) => void,
  prefix: string,
): Promise<void> {
  const parsed = schema.safeParse(draft);
  if (!parsed.success) {
    setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    return;
  }
  setErrors({});
  try {
    await send(parsed.data);
  } catch (error) {
    setErrors(serverFieldErrors(error, prefix));
  }
}
