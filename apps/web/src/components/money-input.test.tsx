import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { MoneyInput, formatCents, parseCents, type MoneyInputProps } from "./money-input";

type HarnessProps = Partial<Omit<MoneyInputProps, "onChange" | "value">> & { initial?: number | null };

function renderMoney({ initial = null, ...props }: HarnessProps = {}) {
  const emitted: (number | null)[] = [];
  function Harness() {
    const [value, setValue] = useState<number | null>(initial);
    return (
      <MoneyInput
        label="Amount"
        {...props}
        value={value}
        onChange={(cents) => {
          emitted.push(cents);
          setValue(cents);
        }}
      />
    );
  }
  const result = renderWithProviders(<Harness />);
  const input = screen.getByLabelText<HTMLInputElement>("Amount");
  return { ...result, emitted, input };
}

function expectIntegers(values: (number | null)[]) {
  for (const cents of values) if (cents !== null) expect(Number.isInteger(cents)).toBe(true);
}

describe("parseCents", () => {
  it.each([
    ["12", 1200],
    ["12.5", 1250],
    ["12.50", 1250],
    ["0.1", 10],
    ["0.2", 20],
    [".05", 5],
    ["12.", 1200],
    ["1,234.56", 123456],
    ["$1,234.56", 123456],
    [" 7 ", 700],
    ["-3.1", -310],
    ["-0", 0],
    ["0.29", 29],
    ["1.15", 115],
    ["4.35", 435],
    ["90071992547409.91", 9007199254740991],
  ])("reads %j as %i cents", (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });

  it.each(["", " ", "1.234", "0.001", "abc", "1.2.3", "-", ".", ",5", "12a", "90071992547409.92"])("refuses %j", (text) => {
    expect(parseCents(text)).toBeNull();
  });

  it("keeps cents exact where float arithmetic would not", () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
    const sum = (parseCents("0.1") ?? 0) + (parseCents("0.2") ?? 0);
    expect(sum).toBe(30);
    expect(formatCents(sum)).toBe("0.30");
  });
});

describe("formatCents", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [1250, "12.50"],
    [123456, "1,234.56"],
    [-310, "-3.10"],
    [100000000, "1,000,000.00"],
  ])("shows %i cents as %s", (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe("MoneyInput", () => {
  it("shows its label and a $ sign beside the field", () => {
    renderMoney();
    expect(screen.getByText("Amount")).toBeTruthy();
    expect(screen.getByText("$")).toBeTruthy();
  });

  it('emits 1250 for "12.5" and shows 12.50 once the field is left', async () => {
    const { user, emitted, input } = renderMoney();
    await user.type(input, "12.5");
    expect(emitted.at(-1)).toBe(1250);
    await user.tab();
    expect(input.value).toBe("12.50");
    expectIntegers(emitted);
  });

  it('emits 10 for "0.1" and 20 for "0.2", never a float', async () => {
    const { user, emitted, input } = renderMoney();
    await user.type(input, "0.1");
    expect(emitted.at(-1)).toBe(10);
    await user.clear(input);
    await user.type(input, "0.2");
    expect(emitted.at(-1)).toBe(20);
    expectIntegers(emitted);
  });

  it('emits 123456 for "1,234.56"', async () => {
    const { user, emitted, input } = renderMoney();
    await user.type(input, "1,234.56");
    expect(emitted.at(-1)).toBe(123456);
    await user.tab();
    expect(input.value).toBe("1,234.56");
  });

  it("refuses a third decimal: keeps the last good amount and says why", async () => {
    const { user, emitted, input } = renderMoney();
    await user.type(input, "1.234");
    expect(emitted.at(-1)).toBe(123);
    expect(emitted).not.toContain(1234);
    expect(screen.getByText("Must be 2 Decimal Fraction!")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("says Only Number! for letters and does not emit them", async () => {
    const { user, emitted, input } = renderMoney();
    await user.type(input, "abc");
    expect(emitted).toEqual([]);
    expect(screen.getByText("Only Number!")).toBeTruthy();
  });

  it("steps by one cent with the arrow keys", async () => {
    const { user, emitted, input } = renderMoney({ initial: 1250 });
    expect(input.value).toBe("12.50");
    await user.click(input);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(emitted).toEqual([1251, 1252]);
    expect(input.value).toBe("12.52");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(emitted.at(-1)).toBe(1249);
    expect(input.value).toBe("12.49");
    expectIntegers(emitted);
  });

  it("steps exactly from 0.1 without float drift", async () => {
    const { user, emitted, input } = renderMoney();
    await user.type(input, "0.1");
    await user.keyboard("{ArrowUp}".repeat(20));
    expect(emitted.at(-1)).toBe(30);
    expect(input.value).toBe("0.30");
    expectIntegers(emitted);
  });

  it("does not step below min", async () => {
    const { user, emitted, input } = renderMoney({ initial: 2, min: 1 });
    await user.click(input);
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(emitted.at(-1)).toBe(1);
    expect(input.value).toBe("0.01");
  });

  it("says the ceiling's words above $1,000,000.00 and steps no higher", async () => {
    const { user, emitted, input } = renderMoney({ initial: 99_999_999 });
    await user.click(input);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(emitted.at(-1)).toBe(100_000_000);
    expect(input.value).toBe("1,000,000.00");
    expect(screen.queryByText("Maximum 1,000,000.00 !")).toBeNull();
    await user.clear(input);
    await user.type(input, "1000000.01");
    expect(screen.getByText("Maximum 1,000,000.00 !")).toBeTruthy();
  });

  it("emits null when cleared", async () => {
    const { user, emitted, input } = renderMoney({ initial: 500 });
    await user.clear(input);
    expect(emitted).toEqual([null]);
  });

  it("shows the error from its parent instead of its own", async () => {
    const { user, input } = renderMoney({ error: "Minimum 0.01 !" });
    expect(screen.getByText("Minimum 0.01 !")).toBeTruthy();
    await user.type(input, "x");
    expect(screen.queryByText("Only Number!")).toBeNull();
  });

  it("follows a new value from its parent", () => {
    const emitted: (number | null)[] = [];
    const { rerender } = renderWithProviders(<MoneyInput label="Amount" value={100} onChange={(c) => emitted.push(c)} />);
    const input = screen.getByLabelText<HTMLInputElement>("Amount");
    expect(input.value).toBe("1.00");
    rerender(<MoneyInput label="Amount" value={98765} onChange={(c) => emitted.push(c)} />);
    expect(input.value).toBe("987.65");
    expect(emitted).toEqual([]);
  });
});
