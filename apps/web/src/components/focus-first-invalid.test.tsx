import { Button, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { ApiError } from "../api/api-error";
import { envelope } from "../testing/fetch-mock";
import { watchSubmittedForms } from "./focus-first-invalid";
import { serverFieldErrors } from "./server-field-errors";

interface Values {
  name: string;
  code: string;
  notes: string;
}

/** A product-like form: the code refuses spaces; `save` stands for the server. */
function ProductLikeForm({ save }: { save: (values: Values) => Promise<void> }) {
  useEffect(() => watchSubmittedForms(), []);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { name: "Foam Wash", code: "", notes: "" },
    validate: {
      name: (value) => (value.trim() ? null : "Field is required!"),
      code: (value) => (/\s/.test(value) ? "No Space is accepted!" : value ? null : "Field is required!"),
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      form.setErrors(serverFieldErrors(error, "product"));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Product">
      <TextInput label="Name" {...form.getInputProps("name")} />
      <TextInput label="Code" {...form.getInputProps("code")} />
      <TextInput label="Notes" {...form.getInputProps("notes")} />
      <Button type="submit">Save product</Button>
    </form>
  );
}

describe("watchSubmittedForms", () => {
  let scrolled: Element[];
  beforeEach(() => {
    scrolled = [];
    vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("scrolls to the first field a rule refuses and puts the cursor in it", async () => {
    const save = vi.fn(async () => {});
    const { user } = renderWithProviders(<ProductLikeForm save={save} />);
    await user.type(screen.getByRole("textbox", { name: "Code" }), "FOAM 1");
    await user.click(screen.getByRole("textbox", { name: "Notes" }));
    await user.click(screen.getByRole("button", { name: "Save product" }));

    const code = screen.getByRole("textbox", { name: "Code" });
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("No Space is accepted!")).toBeTruthy();
    expect(scrolled).toContain(code);
    expect(save).not.toHaveBeenCalled();
  });

  it("marks the field a server refusal names, and moves the cursor there", async () => {
    const save = vi.fn(async () => {
      throw new ApiError(
        envelope(
          { fields: [{ field: "product.code", message: "This code is already used by another product." }] },
          { status: 400, message: "This code is already used by another product." },
        ),
      );
    });
    const { user } = renderWithProviders(<ProductLikeForm save={save} />);
    await user.type(screen.getByRole("textbox", { name: "Code" }), "FOAM-1");
    await user.click(screen.getByRole("button", { name: "Save product" }));

    const code = screen.getByRole("textbox", { name: "Code" });
    await waitFor(() => expect(document.activeElement).toBe(code));
    const described = (code.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("This code is already used by another product.");
    expect(screen.getByRole("textbox", { name: "Name" }).getAttribute("aria-invalid")).not.toBe("true");
  });

  it("leaves the cursor where the person put it once they type again", async () => {
    let refuse: (error: unknown) => void = () => {};
    const save = vi.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
    const { user } = renderWithProviders(<ProductLikeForm save={save} />);
    await user.type(screen.getByRole("textbox", { name: "Code" }), "FOAM-1");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await user.type(screen.getByRole("textbox", { name: "Notes" }), "typed while saving");
    refuse(new ApiError(envelope({ fields: [{ field: "product.code", message: "Taken." }] }, { status: 400, message: "Taken." })));

    await waitFor(() => expect(screen.getByRole("textbox", { name: "Code" }).getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Notes" }));
  });
});
