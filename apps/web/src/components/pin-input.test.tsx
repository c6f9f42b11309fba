import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { PinInput, type PinInputProps } from "./pin-input";

type HarnessProps = Partial<Omit<PinInputProps, "onChange">> & { initial?: string };

function renderPin({ initial = "", ...props }: HarnessProps = {}) {
  const emitted: string[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <PinInput
        label="PIN"
        {...props}
        value={value}
        onChange={(next) => {
          emitted.push(next);
          setValue(next);
        }}
      />
    );
  }
  const result = renderWithProviders(<Harness />);
  const cell = (n: number, of = props.length ?? 4) => screen.getByRole<HTMLInputElement>("textbox", { name: `Digit ${n} of ${of}` });
  return { ...result, emitted, cell };
}

describe("PinInput", () => {
  it("shows its label and one numeric cell per digit with a 0 placeholder", () => {
    const { cell } = renderPin();
    expect(screen.getByText("PIN")).toBeTruthy();
    for (let n = 1; n <= 4; n += 1) {
      expect(cell(n).placeholder).toBe("0");
      expect(cell(n).inputMode).toBe("numeric");
    }
    expect(screen.queryByRole("textbox", { name: "Digit 5 of 4" })).toBeNull();
  });

  it("fills the cells as digits are typed and emits the joined digits", async () => {
    const { user, emitted, cell } = renderPin();
    await user.click(cell(1));
    await user.keyboard("1204");
    expect(emitted).toEqual(["1", "12", "120", "1204"]);
    expect([1, 2, 3, 4].map((n) => cell(n).value)).toEqual(["1", "2", "0", "4"]);
    expect(document.activeElement).toBe(cell(4));
  });

  it("ignores keys that are not digits", async () => {
    const { user, emitted, cell } = renderPin();
    await user.click(cell(1));
    await user.keyboard("a-");
    expect(emitted).toEqual([]);
    expect(cell(1).value).toBe("");
  });

  it("lets the visible label focus the first cell so a person can type the whole PIN", async () => {
    const { user, emitted } = renderPin({ length: 6 });
    await user.type(screen.getByLabelText("PIN"), "987654");
    expect(emitted.at(-1)).toBe("987654");
  });

  it("steps the focused digit with up and down arrows, clamped to 0..9", async () => {
    const { user, emitted, cell } = renderPin({ initial: "8000" });
    await user.click(cell(1));
    await user.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}");
    expect(cell(1).value).toBe("9");
    expect(emitted).toEqual(["9000", "9000", "9000"]);

    await user.click(cell(2));
    await user.keyboard("{ArrowDown}");
    expect(cell(2).value).toBe("0");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(cell(2).value).toBe("2");
    expect(emitted.at(-1)).toBe("9200");
  });

  it("moves focus with left and right arrows without changing digits", async () => {
    const { user, emitted, cell } = renderPin({ initial: "1234" });
    await user.click(cell(2));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(cell(3));
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(document.activeElement).toBe(cell(4));
    await user.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    expect(document.activeElement).toBe(cell(1));
    expect(emitted).toEqual([]);
  });

  it("sets the focused cell to 0 on Backspace", async () => {
    const { user, emitted, cell } = renderPin({ initial: "1234" });
    await user.click(cell(3));
    await user.keyboard("{Backspace}");
    expect(cell(3).value).toBe("0");
    expect(emitted).toEqual(["1204"]);
  });

  it("masks the digits as a password when asked", () => {
    renderPin({ mask: true, initial: "12" });
    const cells = screen.getAllByPlaceholderText<HTMLInputElement>("0");
    expect(cells).toHaveLength(4);
    for (const input of cells) expect(input.type).toBe("password");
    expect(screen.getByLabelText("Digit 1 of 4")).toBe(cells[0]);
    expect(screen.queryAllByRole("textbox")).toHaveLength(0);
  });

  it("shows the error from its parent and ties it to the cells", () => {
    renderPin({ error: "Wrong PIN", description: "Four digits" });
    const error = screen.getByText("Wrong PIN");
    const first = screen.getByRole("textbox", { name: "Digit 1 of 4" });
    expect(first.getAttribute("aria-describedby")).toContain(error.id);
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Four digits")).toBeTruthy();
  });

  it("renders a configurable number of cells with unique ids", () => {
    renderPin({ length: 6 });
    const cells = screen.getAllByRole("textbox");
    expect(cells).toHaveLength(6);
    expect(new Set(cells.map((c) => c.id)).size).toBe(6);
  });
});
