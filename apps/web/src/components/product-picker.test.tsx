import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { ProductPicker, usePickerText } from "./product-picker";

interface Item {
  id: string;
  name: string;
}

const catalog: Item[] = [
  { id: "p-1", name: "Carnauba Wax" },
  { id: "p-2", name: "Microfiber Towels" },
];

/** A catalog answering at once; the searches asked for are kept. */
function Harness({ onPick, searched }: { onPick: (item: Item) => void; searched: string[] }) {
  const text = usePickerText();
  if (text.debounced !== "") searched.push(text.debounced);
  const found = catalog.filter((item) => item.name.toLowerCase().includes(text.debounced.toLowerCase()));
  return (
    <ProductPicker
      text={text}
      found={found}
      searching={false}
      optionLabel={(item) => `${item.name} · $1.00`}
      onPick={onPick}
      placeholder="Search by name or code"
      w={420}
    />
  );
}

describe("ProductPicker", () => {
  it("searches once typing pauses, hands the pick over and empties the box", async () => {
    const onPick = vi.fn();
    const searched: string[] = [];
    const { user } = renderWithProviders(<Harness onPick={onPick} searched={searched} />);
    const box = screen.getByRole<HTMLInputElement>("combobox", { name: "Add product" });
    expect(box.placeholder).toBe("Search by name or code");

    await user.click(box);
    expect(screen.getByText("Type a name or code")).toBeTruthy();
    await user.type(box, "wax");
    const option = await screen.findByRole("option", { name: "Carnauba Wax · $1.00" }, { timeout: 5000 });
    expect(searched.every((text) => text === "wax")).toBe(true);
    expect(screen.queryByRole("option", { name: /Microfiber/ })).toBeNull();

    await user.click(option);
    expect(onPick).toHaveBeenCalledWith(catalog[0]);
    await waitFor(() => expect(box.value).toBe(""));
  });

  it("says when nothing matches", async () => {
    const { user } = renderWithProviders(<Harness onPick={vi.fn()} searched={[]} />);
    const box = screen.getByRole("combobox", { name: "Add product" });
    await user.click(box);
    await user.type(box, "zzz");
    expect(await screen.findByText("No product matches.", {}, { timeout: 5000 })).toBeTruthy();
  });
});
