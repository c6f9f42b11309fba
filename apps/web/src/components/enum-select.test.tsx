import { screen } from "@testing-library/react";
import { PayPeriod, payPeriodLabels, PurchasePaidBy, purchasePaidByLabels } from "@washdesk/domain";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { EnumSelect } from "./enum-select";

function renderPeriod(options: { only?: PayPeriod[]; error?: string } = {}) {
  const emitted: PayPeriod[] = [];
  function Harness() {
    const [value, setValue] = useState<PayPeriod>(PayPeriod.Hourly);
    return (
      <EnumSelect
        label="Pay period"
        enumeration={PayPeriod}
        labels={payPeriodLabels}
        value={value}
        only={options.only}
        error={options.error}
        onChange={(next) => {
          emitted.push(next);
          setValue(next);
        }}
      />
    );
  }
  return { ...renderWithProviders(<Harness />), emitted };
}

describe("EnumSelect", () => {
  it("shows the value by its label and answers the enumeration's own value, a number here", async () => {
    const { user, emitted } = renderPeriod();
    const select = screen.getByRole<HTMLInputElement>("combobox", { name: "Pay period" });
    expect(select.value).toBe(payPeriodLabels[PayPeriod.Hourly]);
    await user.click(select);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(Object.values(PayPeriod).map((v) => payPeriodLabels[v]));
    await user.click(screen.getByRole("option", { name: payPeriodLabels[PayPeriod.PerWeek] }));
    expect(emitted).toEqual([PayPeriod.PerWeek]);
    expect(select.value).toBe(payPeriodLabels[PayPeriod.PerWeek]);
  });

  it("offers only the values asked for, shows an error tied to the field, and never empties", async () => {
    const { user, emitted } = renderPeriod({ only: [PayPeriod.Hourly, PayPeriod.PerYear], error: "Pick one." });
    const select = screen.getByRole("combobox", { name: "Pay period" });
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Pick one.")).toBeTruthy();
    await user.click(select);
    const offered = Object.values(PayPeriod).filter((v) => v === PayPeriod.Hourly || v === PayPeriod.PerYear);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(offered.map((v) => payPeriodLabels[v]));
    // Choosing the chosen value again does not clear it.
    await user.click(screen.getByRole("option", { name: payPeriodLabels[PayPeriod.Hourly] }));
    expect(emitted).toEqual([]);
  });

  it("keeps a string enumeration's values as they are", async () => {
    const emitted: string[] = [];
    const { user } = renderWithProviders(
      <EnumSelect label="Paid by" enumeration={PurchasePaidBy} labels={purchasePaidByLabels} value={PurchasePaidBy.Cash} onChange={(v) => emitted.push(v)} />,
    );
    await user.click(screen.getByRole("combobox", { name: "Paid by" }));
    const other = Object.values(PurchasePaidBy).find((v) => v !== PurchasePaidBy.Cash)!;
    await user.click(screen.getByRole("option", { name: purchasePaidByLabels[other] }));
    expect(emitted).toEqual([other]);
  });
});
