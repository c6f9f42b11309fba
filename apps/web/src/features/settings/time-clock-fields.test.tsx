import { screen } from "@testing-library/react";
import { defaultTimeClockSettings } from "@washdesk/domain";
import { describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "../../testing/render-with-query";
import { TimeClockFields } from "./time-clock-fields";

describe("the time clock's utility settings", { timeout: 30_000 }, () => {
  it("starts at 14 days and 14 hours without rounding, refuses a window of 0 days, and saves what changed", async () => {
    const onSave = vi.fn();
    const { user } = renderWithQuery(<TimeClockFields saved={defaultTimeClockSettings} saving={false} onSave={onSave} />);
    const days = screen.getByLabelText("Days back a manager may edit shifts");
    expect((days as HTMLInputElement).value).toBe("14");
    expect((screen.getByLabelText("Flag a shift open longer than (hours)") as HTMLInputElement).value).toBe("14");
    const save = screen.getByRole("button", { name: "Save time clock settings" });
    expect(save.hasAttribute("disabled")).toBe(true);

    await user.clear(days);
    await user.type(days, "0");
    expect(screen.getByText("Enter a whole number of days from 1 to 366.")).toBeTruthy();
    expect(save.hasAttribute("disabled")).toBe(true);
    await user.clear(days);
    await user.type(days, "21");
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith({ editWindowDays: 21, openShiftLimitHours: 14, roundingMinutes: 0 });
  });
});
