import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { TapChoice } from "./tap-choice";

const methods = [
  { value: "1", label: "Cash" },
  { value: "2", label: "Card" },
  { value: "3", label: "Terminal" },
  { value: "4", label: "Check" },
  { value: "5", label: "Other" },
];

function Chosen({ onChoose }: { onChoose: (value: string) => void }) {
  const [value, setValue] = useState("1");
  return (
    <TapChoice
      label="Payment method"
      data={methods}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChoose(next);
      }}
    />
  );
}

describe("tap choice", () => {
  it("offers every option as a radio of one named group, and a tap chooses it", async () => {
    const onChoose = vi.fn();
    const { user } = renderWithProviders(<Chosen onChoose={onChoose} />);

    const group = screen.getByRole("radiogroup", { name: "Payment method" });
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual(["1", "2", "3", "4", "5"]);
    expect(screen.getByRole("radio", { name: "Cash" })).toHaveProperty("checked", true);

    await user.click(screen.getByRole("radio", { name: "Other" }));
    expect(onChoose).toHaveBeenCalledWith("5");
    expect(screen.getByRole("radio", { name: "Other" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "Cash" })).toHaveProperty("checked", false);

    // The regression: a segmented control (overflow hidden, one row) clipped "Check" and "Other" out
    // of reach on a 1024 px tablet. The options are now radios side by side in a row that wraps
    // (tap-choice.module.css), each its own tap target.
    expect(group.querySelector(".mantine-SegmentedControl-root")).toBeNull();
    expect(group.querySelectorAll("label")).toHaveLength(methods.length);
  });
});
