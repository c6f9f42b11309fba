import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { DateTimeField, formatDateTime, from24Hour, parseDateTime, to24Hour, wrapMinute, type DateTimeFieldProps } from "./date-time-picker";

const EMITTED_FORMAT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

type HarnessProps = Partial<Omit<DateTimeFieldProps, "onChange" | "value">> & { initial?: string | null };

function renderField({ initial = null, ...props }: HarnessProps = {}) {
  const emitted: (string | null)[] = [];
  function Harness() {
    const [value, setValue] = useState<string | null>(initial);
    return (
      <DateTimeField
        label="Appointment"
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
  const field = within(screen.getByRole("group", { name: /Appointment/ }));
  return {
    ...result,
    emitted,
    date: () => field.getByLabelText<HTMLInputElement>(/^Date/),
    hour: () => field.getByLabelText<HTMLSelectElement>("Hour"),
    minute: () => field.getByLabelText<HTMLInputElement>("Minute"),
    meridiem: (name: "AM" | "PM") => field.getByRole<HTMLInputElement>("radio", { name }),
  };
}

describe("date-time helpers", () => {
  it.each([
    [12, "AM", 0],
    [1, "AM", 1],
    [11, "AM", 11],
    [12, "PM", 12],
    [1, "PM", 13],
    [11, "PM", 23],
  ] as const)("%i %s is hour %i", (hour12, meridiem, hour24) => {
    expect(to24Hour(hour12, meridiem)).toBe(hour24);
    expect(from24Hour(hour24)).toEqual({ hour12, meridiem });
  });

  it("round-trips every hour of the day", () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const { hour12, meridiem } = from24Hour(hour);
      expect(hour12).toBeGreaterThanOrEqual(1);
      expect(hour12).toBeLessThanOrEqual(12);
      expect(to24Hour(hour12, meridiem)).toBe(hour);
    }
  });

  it.each([
    [60, 0],
    [-1, 59],
    [59, 59],
    [0, 0],
    [125, 5],
  ])("wraps minute %i to %i", (minute, wrapped) => {
    expect(wrapMinute(minute)).toBe(wrapped);
  });

  it("formats YYYY-MM-DD HH:mm:ss", () => {
    expect(formatDateTime({ date: "2026-03-07", hour12: 12, minute: 5, second: 0, meridiem: "AM" })).toBe("2026-03-07 00:05:00");
    expect(formatDateTime({ date: "2026-03-07", hour12: 9, minute: 30, second: 15, meridiem: "PM" })).toBe("2026-03-07 21:30:15");
  });

  it("parses the emitted format back to parts", () => {
    expect(parseDateTime("2026-03-07 13:04:59")).toEqual({
      date: "2026-03-07",
      hour12: 1,
      minute: 4,
      second: 59,
      meridiem: "PM",
    });
    expect(parseDateTime("2026-03-07 24:00:00")).toBeNull();
    expect(parseDateTime("yesterday")).toBeNull();
  });
});

describe("DateTimeField", () => {
  it("labels every part it shows", () => {
    const f = renderField();
    expect(screen.getByText("Appointment")).toBeTruthy();
    expect(f.date()).toBeTruthy();
    expect(f.hour()).toBeTruthy();
    expect(f.minute()).toBeTruthy();
    expect(screen.getByText("AM/PM")).toBeTruthy();
    expect(screen.getByRole("radiogroup", { name: "AM/PM" })).toBeTruthy();
  });

  it("emits YYYY-MM-DD HH:mm:ss once a date is typed", async () => {
    const f = renderField();
    await f.user.type(f.date(), "11/21/2026");
    expect(f.emitted.at(-1)).toBe("2026-11-21 00:00:00");
    for (const value of f.emitted) expect(value).toMatch(EMITTED_FORMAT);
  });

  it("turns 12 AM into hour 00", async () => {
    const f = renderField({ initial: "2026-05-01 15:45:00" });
    await f.user.selectOptions(f.hour(), "12");
    await f.user.click(f.meridiem("AM"));
    expect(f.emitted.at(-1)).toBe("2026-05-01 00:45:00");
  });

  it("turns 1 PM into hour 13", async () => {
    const f = renderField({ initial: "2026-05-01 00:00:00" });
    expect(f.hour().value).toBe("12");
    expect(f.meridiem("AM").checked).toBe(true);
    await f.user.selectOptions(f.hour(), "1");
    await f.user.click(f.meridiem("PM"));
    expect(f.emitted.at(-1)).toBe("2026-05-01 13:00:00");
    expect(f.emitted.at(-1)).toMatch(EMITTED_FORMAT);
  });

  it("shows the parent's value as date, hour, minute and AM/PM", () => {
    const f = renderField({ initial: "2026-12-31 23:07:00" });
    expect(f.date().value).toBe("12/31/2026");
    expect(f.hour().value).toBe("11");
    expect(f.minute().value).toBe("07");
    expect(f.meridiem("PM").checked).toBe(true);
  });

  it("wraps minutes on the arrow keys: 59 + 1 is 00 and 00 - 1 is 59", async () => {
    const f = renderField({ initial: "2026-05-01 10:59:00" });
    await f.user.click(f.minute());
    await f.user.keyboard("{ArrowUp}");
    expect(f.minute().value).toBe("00");
    expect(f.emitted.at(-1)).toBe("2026-05-01 10:00:00");
    await f.user.keyboard("{ArrowDown}");
    expect(f.minute().value).toBe("59");
    expect(f.emitted.at(-1)).toBe("2026-05-01 10:59:00");
    await f.user.keyboard("{ArrowDown}{ArrowDown}");
    expect(f.emitted.at(-1)).toBe("2026-05-01 10:57:00");
    for (const value of f.emitted) expect(value).toMatch(EMITTED_FORMAT);
  });

  it("accepts typed minutes 0 to 59 and pads them when left", async () => {
    const f = renderField({ initial: "2026-05-01 10:30:00" });
    await f.user.clear(f.minute());
    await f.user.type(f.minute(), "7");
    expect(f.emitted.at(-1)).toBe("2026-05-01 10:07:00");
    await f.user.tab();
    expect(f.minute().value).toBe("07");

    await f.user.clear(f.minute());
    await f.user.type(f.minute(), "75");
    expect(f.emitted.at(-1)).toBe("2026-05-01 10:07:00");
    expect(screen.getByText("Minutes are 0 to 59")).toBeTruthy();
  });

  it("keeps the chosen time until a date is picked", async () => {
    const f = renderField();
    await f.user.selectOptions(f.hour(), "3");
    await f.user.click(f.meridiem("PM"));
    expect(f.emitted).toEqual([]);
    await f.user.type(f.date(), "01/02/2027");
    expect(f.emitted.at(-1)).toBe("2027-01-02 15:00:00");
  });

  it("shows the error from its parent", () => {
    renderField({ error: "Field is required!", required: true });
    const message = screen.getByText("Field is required!");
    const group = screen.getByRole("group", { name: /Appointment/ });
    expect(group.getAttribute("aria-describedby")).toBe(message.id);
  });
});
