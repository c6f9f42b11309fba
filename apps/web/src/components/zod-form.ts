import type { FormErrors } from "@mantine/form";
import type { z } from "zod";

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
