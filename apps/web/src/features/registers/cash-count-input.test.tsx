import { screen } from "@testing-library/react";
import type { CashCount } from "@washdesk/domain";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { CashCountInput } from "./cash-count-input";

function Counted({ onCount }: { onCount: (count: CashCount) => void }) {
  const [count, setCount] = useState<CashCount>({});
  return (
    <CashCountInput
      legend="Opening float"
      totalLabel="Opening cash"
      value={count}
      onChange={(next) => {
        setCount(next);
        onCount(next);
      }}
    />
  );
}

describe("cash count input", () => {
  it("has one labelled field per denomination and adds the count up as it is typed", async () => {
    const onCount = vi.fn();
    const { user } = renderWithProviders(<Counted onCount={onCount} />);

    expect(screen.getByRole("group", { name: "Opening float" })).toBeTruthy();
    for (const label of ["$100", "$50", "$20", "$10", "$5", "$2", "$1", "50¢", "25¢", "10¢", "5¢", "1¢"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole("status").textContent).toBe("Opening cash: $0.00");

    await user.type(screen.getByLabelText("$20"), "3");
    await user.type(screen.getByLabelText("$1"), "12");
    await user.type(screen.getByLabelText("25¢"), "5");
    await user.type(screen.getByLabelText("1¢"), "7");
    // 3 × $20 + 12 × $1 + 5 × 25¢ + 7 × 1¢
    expect(screen.getByRole("status").textContent).toBe("Opening cash: $73.32");
    expect(screen.getByText("= $60.00")).toBeTruthy();
    expect(onCount).toHaveBeenLastCalledWith({ "2000": 3, "100": 12, "25": 5, "1": 7 });

    await user.clear(screen.getByLabelText("$20"));
    expect(screen.getByRole("status").textContent).toBe("Opening cash: $13.32");
    expect(onCount).toHaveBeenLastCalledWith({ "100": 12, "25": 5, "1": 7 });
  });
});
