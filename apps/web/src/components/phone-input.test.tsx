import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { PhoneInput, phoneDigits, type PhoneInputProps } from "./phone-input";

type HarnessProps = Partial<Omit<PhoneInputProps, "onChange" | "value">> & { initial?: string };

function renderPhone({ initial = "", ...props }: HarnessProps = {}) {
  const emitted: string[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <PhoneInput
        label="Phone"
        {...props}
        value={value}
        onChange={(masked) => {
          emitted.push(masked);
          setValue(masked);
        }}
      />
    );
  }
  const result = renderWithProviders(<Harness />);
  const input = screen.getByLabelText<HTMLInputElement>(/^Phone/);
  return { ...result, emitted, input };
}

describe("phoneDigits", () => {
  it("keeps only the digits", () => {
    expect(phoneDigits("555 123 4567")).toBe("5551234567");
    expect(phoneDigits("555 12")).toBe("55512");
    expect(phoneDigits("")).toBe("");
  });
});

describe("PhoneInput", () => {
  it("shows its label and the fixed +1 prefix", () => {
    renderPhone({ required: true });
    expect(screen.getByText("Phone")).toBeTruthy();
    expect(screen.getByText("+1")).toBeTruthy();
  });

  it('shows "555 123 4567" when 5551234567 is typed and emits the masked text', async () => {
    const { user, emitted, input } = renderPhone();
    await user.type(input, "5551234567");
    expect(input.value).toBe("555 123 4567");
    expect(emitted.at(-1)).toBe("555 123 4567");
    expect(emitted.at(-1)).toHaveLength(12);
    expect(phoneDigits(emitted.at(-1) ?? "")).toBe("5551234567");
  });

  it("ignores letters and digits beyond ten", async () => {
    const { user, input } = renderPhone();
    await user.type(input, "55a5123456789");
    expect(input.value).toBe("555 123 4567");
  });

  it("shows a value from its parent in the mask", () => {
    const { input } = renderPhone({ initial: "212 555 0100" });
    expect(input.value).toBe("212 555 0100");
  });

  it("shows the error from its parent", () => {
    const { input } = renderPhone({ error: "Not a valid Phone!" });
    expect(screen.getByText("Not a valid Phone!")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
  });

  it("calls onBlur when left", async () => {
    let blurred = 0;
    const { user, input } = renderPhone({ onBlur: () => (blurred += 1) });
    await user.click(input);
    await user.tab();
    expect(blurred).toBe(1);
  });
});
