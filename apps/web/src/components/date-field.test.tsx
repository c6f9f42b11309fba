import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { DateField, type DateFieldProps } from "./date-field";
import { DateRangeFields } from "./date-range-fields";

type HarnessProps = Partial<Omit<DateFieldProps, "onChange" | "value">> & { initial?: string };

function renderField({ initial = "", label = "Due", ...props }: HarnessProps = {}) {
  const emitted: string[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <DateField
          label={label}
          {...props}
          value={value}
          onChange={(next) => {
            emitted.push(next);
            setValue(next);
          }}
        />
        <button type="button">Elsewhere</button>
      </>
    );
  }
  const result = renderWithProviders(<Harness />);
  const input = () => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
  const leave = () => result.user.click(screen.getByRole("button", { name: "Elsewhere" }));
  return { ...result, emitted, input, leave };
}

describe("DateField", () => {
  it("shows its label, the MM/DD/YYYY hint and a stored value as MM/DD/YYYY", () => {
    const f = renderField({ initial: "2026-03-05" });
    expect(screen.getByText("Due")).toBeTruthy();
    expect(f.input().value).toBe("03/05/2026");
    expect(f.input().placeholder).toBe("MM/DD/YYYY");
  });

  it("emits the stored date once a MM/DD/YYYY date is typed, never a year passed through on the way", async () => {
    const f = renderField();
    await f.user.type(f.input(), "11/21/2026");
    expect(f.emitted).toEqual(["2026-11-21"]);
    await f.leave();
    expect(f.input().value).toBe("11/21/2026");
  });

  it("reads a two-digit year with the pivot 68 when the field is left", async () => {
    const f = renderField();
    await f.user.type(f.input(), "3/5/24");
    expect(f.emitted).toEqual([]);
    await f.leave();
    expect(f.emitted).toEqual(["2024-03-05"]);
    expect(f.input().value).toBe("03/05/2024");

    await f.user.clear(f.input());
    await f.user.type(f.input(), "7/4/69{Enter}");
    expect(f.emitted.at(-1)).toBe("1969-07-04");
  });

  it("puts the chosen date back when what was typed is not a date", async () => {
    const f = renderField({ initial: "2026-03-05" });
    await f.user.clear(f.input());
    await f.user.type(f.input(), "02/30/2026");
    await f.leave();
    expect(f.emitted).toEqual([]);
    expect(f.input().value).toBe("03/05/2026");
  });

  it("is emptied by erasing it, and by its clear button when clearable", async () => {
    const f = renderField({ initial: "2026-03-05", clearable: true });
    await f.user.click(screen.getByRole("button", { name: "Clear Due" }));
    expect(f.emitted).toEqual([""]);
    expect(f.input().value).toBe("");

    await f.user.type(f.input(), "04/01/2026");
    await f.user.clear(f.input());
    await f.leave();
    expect(f.emitted).toEqual(["", "2026-04-01", ""]);
  });

  it("emits an emptied required field when it is left, so the form can say it is required", async () => {
    const f = renderField({ initial: "2026-03-05", required: true, error: "Field is required!" });
    expect(screen.queryByRole("button", { name: "Clear Due" })).toBeNull();
    await f.user.clear(f.input());
    expect(f.emitted).toEqual([]);
    await f.leave();
    expect(f.emitted).toEqual([""]);
    expect(screen.getByText("Field is required!")).toBeTruthy();
    expect(f.input().getAttribute("aria-invalid")).toBe("true");
  });

  it("picks a day from its calendar", async () => {
    const f = renderField({ initial: "2026-03-05" });
    await f.user.click(f.input());
    await f.user.click(await screen.findByRole("button", { name: "17 March 2026" }));
    expect(f.emitted).toEqual(["2026-03-17"]);
    expect(f.input().value).toBe("03/17/2026");
  });

  it("refuses dates outside its min and max, typed or with a two-digit year", async () => {
    const f = renderField({ initial: "2026-03-05", min: "2026-03-01", max: "2026-03-31" });
    await f.user.clear(f.input());
    await f.user.type(f.input(), "04/01/2026");
    await f.leave();
    await f.user.clear(f.input());
    await f.user.type(f.input(), "2/28/26");
    await f.leave();
    expect(f.emitted).toEqual([]);
    expect(f.input().value).toBe("03/05/2026");

    await f.user.clear(f.input());
    await f.user.type(f.input(), "03/31/2026");
    expect(f.emitted.at(-1)).toBe("2026-03-31");
  });

  it("cannot be changed when read-only", async () => {
    const f = renderField({ initial: "2026-03-05", readOnly: true });
    await f.user.type(f.input(), "1");
    await f.leave();
    expect(f.emitted).toEqual([]);
    expect(f.input().value).toBe("03/05/2026");
  });
});

describe("DateRangeFields", () => {
  function renderRange(initial: { from: string; to: string }, clearable = false) {
    const ranges: { from: string; to: string }[] = [];
    function Harness() {
      const [range, setRange] = useState(initial);
      return (
        <>
          <DateRangeFields
            {...range}
            clearable={clearable}
            onChange={(next) => {
              ranges.push(next);
              setRange(next);
            }}
          />
          <button type="button">Elsewhere</button>
        </>
      );
    }
    const result = renderWithProviders(<Harness />);
    const field = (label: "From" | "To") => screen.getByLabelText<HTMLInputElement>(label);
    const leave = () => result.user.click(screen.getByRole("button", { name: "Elsewhere" }));
    return { ...result, ranges, field, leave };
  }

  it("keeps From on or before To", async () => {
    const f = renderRange({ from: "2026-03-01", to: "2026-03-31" });
    await f.user.clear(f.field("From"));
    await f.user.type(f.field("From"), "04/02/2026");
    await f.leave();
    await f.user.clear(f.field("To"));
    await f.user.type(f.field("To"), "02/27/2026");
    await f.leave();
    expect(f.ranges).toEqual([]);
    expect(f.field("From").value).toBe("03/01/2026");
    expect(f.field("To").value).toBe("03/31/2026");

    await f.user.clear(f.field("From"));
    await f.user.type(f.field("From"), "03/31/2026");
    expect(f.ranges).toEqual([{ from: "2026-03-31", to: "2026-03-31" }]);
  });

  it("keeps both ends set unless clearable, and then may leave either open", async () => {
    const fixed = renderRange({ from: "2026-03-01", to: "2026-03-31" });
    await fixed.user.clear(fixed.field("From"));
    await fixed.leave();
    expect(fixed.ranges).toEqual([]);
    expect(fixed.field("From").value).toBe("03/01/2026");
    fixed.unmount();

    const open = renderRange({ from: "2026-03-01", to: "2026-03-31" }, true);
    await open.user.click(screen.getByRole("button", { name: "Clear To" }));
    expect(open.ranges).toEqual([{ from: "2026-03-01", to: "" }]);
  });
});
