import { describe, expect, it } from "vitest";
import {
  dateFormats,
  expandTwoDigitYear,
  formatDisplayDate,
  formatL,
  formatLT,
  isValidStoredDate,
  parseDate,
  parseDateTime,
  toStoredDate,
  TWO_DIGIT_YEAR_PIVOT,
} from "./index";

describe("formats", () => {
  it("are those of docs/product.md §9", () => {
    expect(dateFormats).toStrictEqual({
      L: "MM/DD/YYYY",
      LT: "h:mm A",
      display: "DD MMM, YYYY",
      stored: "YYYY-MM-DD",
      dateTime: "YYYY-MM-DD HH:mm:ss",
    });
    expect(TWO_DIGIT_YEAR_PIVOT).toBe(68);
  });
});

describe("expandTwoDigitYear", () => {
  it.each([
    [0, 2000],
    [24, 2024],
    [68, 2068],
    [69, 1969],
    [99, 1999],
  ])("%i → %i", (yy, year) => {
    expect(expandTwoDigitYear(yy)).toBe(year);
  });

  it.each([-1, 100, 1.5])("refuses %d", (yy) => {
    expect(() => expandTwoDigitYear(yy)).toThrow(RangeError);
  });
});

describe("parseDate", () => {
  it.each([
    ["03/05/2024", "MM/DD/YYYY", "2024-03-05"],
    ["02/29/2024", "MM/DD/YYYY", "2024-02-29"],
    ["2024-03-05", "YYYY-MM-DD", "2024-03-05"],
    ["05 Mar, 2024", "DD MMM, YYYY", "2024-03-05"],
    [" 03/05/2024 ", "MM/DD/YYYY", "2024-03-05"],
    // The pivot, with a YY format and with two digits typed into a YYYY format.
    ["01/01/68", "MM/DD/YY", "2068-01-01"],
    ["01/01/69", "MM/DD/YY", "1969-01-01"],
    ["12/31/68", "MM/DD/YYYY", "2068-12-31"],
    ["12/31/69", "MM/DD/YYYY", "1969-12-31"],
    ["02/29/00", "MM/DD/YY", "2000-02-29"],
  ])("%j as %j → %j", (text, format, stored) => {
    expect(parseDate(text, format)).toBe(stored);
  });

  it("reads L by default", () => {
    expect(parseDate("12/25/2023")).toBe("2023-12-25");
  });

  it.each([
    ["02/30/2024", "MM/DD/YYYY"],
    ["02/29/2023", "MM/DD/YYYY"],
    ["13/01/2024", "MM/DD/YYYY"],
    ["3/5/2024", "MM/DD/YYYY"],
    ["2024-03-05", "MM/DD/YYYY"],
    ["", "MM/DD/YYYY"],
    ["not a date", "YYYY-MM-DD"],
    ["2024-3-5", "YYYY-MM-DD"],
    ["02/29/69", "MM/DD/YY"], // 1969 is not a leap year
  ])("refuses %j as %j", (text, format) => {
    expect(parseDate(text, format)).toBeNull();
  });
});

describe("parseDateTime", () => {
  it("reads the picker's format and others", () => {
    expect(parseDateTime("2024-03-05 14:07:00")).toBe("2024-03-05 14:07:00");
    expect(parseDateTime("03/05/2024 2:07 PM", "MM/DD/YYYY h:mm A")).toBe("2024-03-05 14:07:00");
    expect(parseDateTime("2024-03-05 25:00:00")).toBeNull();
  });
});

describe("display", () => {
  it("formats stored dates", () => {
    expect(formatDisplayDate("2024-03-05")).toBe("05 Mar, 2024");
    expect(formatL("2024-03-05")).toBe("03/05/2024");
    expect(formatL("2024-03-05 14:07:00")).toBe("03/05/2024");
  });

  it("formats times", () => {
    expect(formatLT("2024-03-05 14:07:00")).toBe("2:07 PM");
    expect(formatLT("2024-03-05 00:30:00")).toBe("12:30 AM");
  });

  it("shows nothing for what is not a date", () => {
    expect(formatDisplayDate("2024-02-30")).toBe("");
    expect(formatLT("soon")).toBe("");
  });
});

describe("stored dates", () => {
  it("validates strictly", () => {
    expect(isValidStoredDate("2024-02-29")).toBe(true);
    expect(isValidStoredDate("2023-02-29")).toBe(false);
    expect(isValidStoredDate("03/05/2024")).toBe(false);
    expect(isValidStoredDate("2024-3-5")).toBe(false);
  });

  it("takes the calendar date in a time zone", () => {
    const instant = new Date("2024-03-05T03:30:00Z");
    expect(toStoredDate(instant, "UTC")).toBe("2024-03-05");
    expect(toStoredDate(instant, "America/New_York")).toBe("2024-03-04");
  });

  it("takes the local calendar date without one", () => {
    expect(toStoredDate(new Date(2024, 2, 5, 23, 59))).toBe("2024-03-05");
    expect(() => toStoredDate(new Date("nope"))).toThrow(RangeError);
  });
});
