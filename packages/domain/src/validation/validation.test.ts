import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  ein,
  formatPhone,
  messages,
  min0001,
  min001,
  minAmountOne,
  minPositive,
  monthAndDate,
  noSpace,
  normalizePhone,
  notFraction,
  numberRule,
  optionalEmail,
  phone,
  requiredPhone,
  requiredText,
  twoDecimalFraction,
  website,
} from "./index";

/** The single message a schema gives for a value, or null when the value passes. */
function messageFor(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  expect(result.error.issues).toHaveLength(1);
  return result.error.issues[0]?.message ?? null;
}

interface RuleCase {
  name: string;
  schema: () => z.ZodType;
  accepted: unknown[];
  refused: [unknown, string][];
}

const cases: RuleCase[] = [
  {
    name: "requiredText",
    schema: () => requiredText("name"),
    accepted: ["a", " Bob "],
    refused: [
      ["", "Field is required!"],
      ["   ", "Field is required!"],
      [undefined, "Field is required!"],
      [null, "Field is required!"],
    ],
  },
  {
    name: "noSpace",
    schema: noSpace,
    accepted: ["abc", "a b", "", "abc "],
    refused: [
      [" abc", "No Space is accepted!"],
      ["\tabc", "No Space is accepted!"],
    ],
  },
  {
    name: "optionalEmail",
    schema: optionalEmail,
    accepted: ["", "jane@example.com", " jane.doe+wash@shop.co.uk "],
    refused: [
      ["jane", "Not a valid email!"],
      ["jane@", "Not a valid email!"],
      ["@example.com", "Not a valid email!"],
      ["jane@example", "Not a valid email!"],
    ],
  },
  {
    name: "ein",
    schema: ein,
    accepted: ["", "12-3456789", "123456789"],
    refused: [
      ["12-345678", "Not a valid EIN!"],
      ["1-23456789", "Not a valid EIN!"],
      ["12--3456789", "Not a valid EIN!"],
      ["ab-cdefghi", "Not a valid EIN!"],
    ],
  },
  {
    name: "website",
    schema: website,
    accepted: ["", "example.com", "www.example.com", "https://shop.example.com/path?q=1", "http://a-b.io:8080"],
    refused: [
      ["example", "Not a valid website!"],
      ["http://", "Not a valid website!"],
      ["ftp://example.com", "Not a valid website!"],
      ["exa mple.com", "Not a valid website!"],
      ["-example.com", "Not a valid website!"],
    ],
  },
  {
    name: "phone",
    schema: phone,
    accepted: ["", "5551234567", "+1 555 123 4567", "(555) 123-4567", "555.123.4567", "+15551234567", "1-555-123-4567"],
    refused: [
      ["555123456", "Not a valid Phone!"],
      ["55512345678", "Not a valid Phone!"],
      ["+44 20 7946 0958", "Not a valid Phone!"],
      ["555-CALL-NOW", "Not a valid Phone!"],
      ["+2 555 123 4567", "Not a valid Phone!"],
    ],
  },
  {
    name: "requiredPhone",
    schema: requiredPhone,
    accepted: ["555 123 4567", "+1 555 123 4567"],
    refused: [
      ["", "Field is required!"],
      [undefined, "Field is required!"],
      ["123", "Not a valid Phone!"],
    ],
  },
  {
    name: "numberRule",
    schema: numberRule,
    accepted: [0, -3, 1.5, "42", " 7.25 ", "-1", ".5"],
    refused: [
      ["abc", "Only Number!"],
      ["12a", "Only Number!"],
      ["1,000", "Only Number!"],
      ["", "Must Number!"],
      [undefined, "Must Number!"],
      [Number.NaN, "Must Number!"],
      [Number.POSITIVE_INFINITY, "Must Number!"],
    ],
  },
  {
    name: "minAmountOne",
    schema: minAmountOne,
    accepted: [1, "1", 2.5, 100],
    refused: [
      [0.99, "Minimum 1 !"],
      [0, "Minimum 1 !"],
      ["-5", "Minimum 1 !"],
      ["x", "Only Number!"],
    ],
  },
  {
    name: "minPositive",
    schema: minPositive,
    accepted: [0, "0", 0.01, 5],
    refused: [
      [-0.01, "Negative amount is not acceptable!"],
      ["-1", "Negative amount is not acceptable!"],
    ],
  },
  {
    name: "min0001",
    schema: min0001,
    accepted: [0.001, "0.001", 1],
    refused: [
      [0.0009, "Minimum 0.001 !"],
      [0, "Minimum 0.001 !"],
    ],
  },
  {
    name: "min001",
    schema: min001,
    accepted: [0.01, "0.01", 12.5],
    refused: [
      [0.009, "Minimum 0.01 !"],
      ["0", "Minimum 0.01 !"],
      [-1, "Minimum 0.01 !"],
    ],
  },
  {
    name: "notFraction",
    schema: notFraction,
    accepted: [0, 3, "12", -4, "5.0"],
    refused: [
      [1.5, "Can't be Fraction!"],
      ["2.25", "Can't be Fraction!"],
    ],
  },
  {
    name: "twoDecimalFraction",
    schema: twoDecimalFraction,
    accepted: [12, 12.5, 12.34, "12", "12.5", "12.50", "-3.10", "0.01", ".5"],
    refused: [
      [12.345, "Must be 2 Decimal Fraction!"],
      ["12.345", "Must be 2 Decimal Fraction!"],
      ["1.100", "Must be 2 Decimal Fraction!"],
      [0.0000001, "Must be 2 Decimal Fraction!"],
      ["abc", "Only Number!"],
    ],
  },
  {
    name: "monthAndDate",
    schema: monthAndDate,
    accepted: ["01-01", "02-29", "04-30", "12-31"],
    refused: [
      ["02-30", "Required valid month and date!"],
      ["04-31", "Required valid month and date!"],
      ["13-01", "Required valid month and date!"],
      ["00-10", "Required valid month and date!"],
      ["01-00", "Required valid month and date!"],
      ["1-1", "Required valid month and date!"],
      ["12/31", "Required valid month and date!"],
      ["", "Required valid month and date!"],
    ],
  },
];

describe.each(cases)("$name", ({ schema, accepted, refused }) => {
  it.each(accepted.map((value) => [value]))("accepts %j", (value) => {
    expect(messageFor(schema(), value)).toBeNull();
  });
  it.each(refused)("refuses %j with %j", (value, message) => {
    expect(messageFor(schema(), value)).toBe(message);
  });
});

describe("number rules output numbers", () => {
  it("turns numeric text into a number", () => {
    expect(min001().parse(" 12.50 ")).toBe(12.5);
    expect(numberRule().parse("-3")).toBe(-3);
  });
});

describe("requiredText", () => {
  it("trims its output", () => {
    expect(requiredText("name").parse("  Bob ")).toBe("Bob");
  });
});

describe("phone helpers", () => {
  it.each([
    ["+1 555 123 4567", "5551234567"],
    ["(555) 123-4567", "5551234567"],
    ["1.555.123.4567", "5551234567"],
    ["5551234567", "5551234567"],
    ["555 123 456", null],
    ["+1 555 123 45678", null],
    ["", null],
  ])("normalizePhone(%j) → %j", (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });

  it("formats the mask form", () => {
    expect(formatPhone("5551234567")).toBe("+1 555 123 4567");
    expect(formatPhone("(555) 123-4567")).toBe("+1 555 123 4567");
    expect(formatPhone("12")).toBe("12");
  });
});

describe("messages", () => {
  it("are the words of docs/product.md", () => {
    expect(messages).toStrictEqual({
      required: "Field is required!",
      noSpace: "No Space is accepted!",
      onlyNumber: "Only Number!",
      mustNumber: "Must Number!",
      minAmountOne: "Minimum 1 !",
      minPositive: "Negative amount is not acceptable!",
      min0001: "Minimum 0.001 !",
      min001: "Minimum 0.01 !",
      email: "Not a valid email!",
      ein: "Not a valid EIN!",
      website: "Not a valid website!",
      phone: "Not a valid Phone!",
      notFraction: "Can't be Fraction!",
      fraction: "Must be 2 Decimal Fraction!",
      monthAndDate: "Required valid month and date!",
      vehicleBlank: "Vehicle can't be blank!",
      categoryRequired: "Category is required!",
    });
  });
});
