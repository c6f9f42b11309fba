import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  colorNameFromHex,
  customerCreateSchema,
  customerListQuerySchema,
  customerUpdateSchema,
  makeSearchQuerySchema,
  namedColors,
  phoneCheckQuerySchema,
  titleCase,
  VEHICLE_MIN_YEAR,
  customerRefusals,
  readTypedCustomerText,
  vehicleFormSchema,
  vehicleInputSchema,
  vehicleYearMessage,
} from "./index";

const vehicle = { type: "Sedan", make: "Honda", model: "Civic", year: "2020", colorCode: "#FF0000", tag: "ABC123" };
const customer = { name: "jane doe", phone: "+1 555 123 4567", vehicles: [vehicle] };

/** Every message a schema gives for a value, in order. */
function messagesFor(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("titleCase", () => {
  it.each([
    ["jane doe", "Jane Doe"],
    ["JANE DOE", "Jane Doe"],
    ["  jOHN   o'neil-smith ", "John O'neil-smith"],
    ["mary-ann", "Mary-ann"],
    ["x", "X"],
  ])("%j → %j", (raw, expected) => {
    expect(titleCase(raw)).toBe(expected);
  });
});

describe("colorNameFromHex", () => {
  it.each([
    ["#000000", "Black"],
    ["#FFFFFF", "White"],
    ["#ffffff", "White"],
    ["#FF0000", "Red"],
    ["#F80404", "Red"],
    ["#C0C0C0", "Silver"],
    ["#0A0A0A", "Black"],
    ["#000088", "Navy"],
    ["#1E90FF", "Royal Blue"],
    ["#ADD8E6", "Sky Blue"],
    ["#228B22", "Green"],
    ["#7F7F7F", "Gray"],
  ])("%s is %s", (hex, name) => {
    expect(colorNameFromHex(hex)).toBe(name);
  });

  it("names every palette colour by itself", () => {
    for (const { name, hex } of namedColors) expect(colorNameFromHex(hex)).toBe(name);
  });

  it("falls back to Black for something that is not a colour", () => {
    expect(colorNameFromHex("red")).toBe("Black");
    expect(colorNameFromHex("#12345")).toBe("Black");
  });
});

describe("vehicleFormSchema", () => {
  it("accepts a complete vehicle, with the default colour and an empty tag", () => {
    const parsed = vehicleFormSchema.parse({ type: "SUV", make: "Ford", model: "Explorer", year: "2021" });
    expect(parsed).toMatchObject({ colorCode: "#000000", tag: "" });
  });

  it.each(["type", "make", "model", "year"])("requires %s", (field) => {
    expect(messagesFor(vehicleFormSchema, { ...vehicle, [field]: undefined })).toEqual(["Field is required!"]);
  });

  it("refuses blank make and model", () => {
    expect(messagesFor(vehicleFormSchema, { ...vehicle, make: "  ", model: "" })).toEqual(["Field is required!", "Field is required!"]);
  });

  it.each(["1995", "1900", "95", "20", "abcd", "20201"])("refuses the year %j: greater than 1995", (year) => {
    expect(messagesFor(vehicleFormSchema, { ...vehicle, year })).toEqual([vehicleYearMessage]);
  });

  it("accepts 1996 and this year, refuses a year far ahead", () => {
    expect(VEHICLE_MIN_YEAR).toBe(1996);
    expect(vehicleYearMessage).toBe("Year must be greater than 1995!");
    expect(messagesFor(vehicleFormSchema, { ...vehicle, year: "1996" })).toEqual([]);
    expect(messagesFor(vehicleFormSchema, { ...vehicle, year: String(new Date().getFullYear()) })).toEqual([]);
    expect(messagesFor(vehicleFormSchema, { ...vehicle, year: "2999" })).toEqual(["Not a valid year!"]);
  });

  it("refuses an unknown vehicle type", () => {
    expect(messagesFor(vehicleFormSchema, { ...vehicle, type: "Tank" })).toEqual(["Field is required!"]);
  });
});

describe("vehicleInputSchema, what the server takes", () => {
  it("takes a vehicle with only its type: year, make, model and tag are empty until the profile completes them", () => {
    expect(vehicleInputSchema.parse({ type: "SUV" })).toEqual({ type: "SUV", make: "", model: "", year: "", colorCode: "#000000", tag: "" });
  });

  it("still requires the type, and checks a year that is given", () => {
    expect(messagesFor(vehicleInputSchema, { make: "Ford" })).toEqual(["Field is required!"]);
    expect(messagesFor(vehicleInputSchema, { type: "SUV", year: "1990" })).toEqual([vehicleYearMessage]);
    expect(messagesFor(vehicleInputSchema, { type: "SUV", year: "2999" })).toEqual(["Not a valid year!"]);
    expect(messagesFor(vehicleInputSchema, { type: "SUV", year: " " })).toEqual([]);
  });
});

describe("customerCreateSchema", () => {
  it("accepts a name, a phone and one vehicle, with the defaults of docs/product.md", () => {
    const parsed = customerCreateSchema.parse(customer);
    expect(parsed).toMatchObject({
      email: "",
      isVip: false,
      alert: { email: false, sms: false, noReviewSms: false },
      vehicles: [{ make: "Honda", tag: "ABC123" }],
    });
  });

  it("takes a customer whose one vehicle has only a type (the counter's quick add)", () => {
    expect(customerCreateSchema.parse({ ...customer, vehicles: [{ type: "Van" }] }).vehicles).toEqual([
      { type: "Van", make: "", model: "", year: "", colorCode: "#000000", tag: "" },
    ]);
  });

  it("warns Vehicle can't be blank! without vehicles", () => {
    expect(messagesFor(customerCreateSchema, { ...customer, vehicles: [] })).toEqual(["Vehicle can't be blank!"]);
    expect(messagesFor(customerCreateSchema, { ...customer, vehicles: undefined })).toEqual(["Vehicle can't be blank!"]);
  });

  it("requires a name", () => {
    expect(messagesFor(customerCreateSchema, { ...customer, name: " " })).toEqual(["Field is required!"]);
  });

  it("requires a valid phone", () => {
    expect(messagesFor(customerCreateSchema, { ...customer, phone: "" })).toEqual(["Field is required!"]);
    expect(messagesFor(customerCreateSchema, { ...customer, phone: "555 123" })).toEqual(["Not a valid Phone!"]);
    expect(messagesFor(customerCreateSchema, { ...customer, phone: "5551234567" })).toEqual([]);
  });

  it("takes an e-mail only when it is valid", () => {
    expect(messagesFor(customerCreateSchema, { ...customer, email: "jane@" })).toEqual(["Not a valid email!"]);
    expect(messagesFor(customerCreateSchema, { ...customer, email: "jane@example.com" })).toEqual([]);
  });
});

describe("customerUpdateSchema", () => {
  it("changes only what is sent: no defaults fill the rest", () => {
    expect(customerUpdateSchema.parse({ note: "Likes foam" })).toEqual({ note: "Likes foam" });
    expect(customerUpdateSchema.parse({ alert: { sms: true } })).toEqual({ alert: { sms: true } });
  });

  it("keeps the rules of the fields it is given", () => {
    expect(messagesFor(customerUpdateSchema, { name: "" })).toEqual(["Field is required!"]);
    expect(messagesFor(customerUpdateSchema, { phone: "12" })).toEqual(["Not a valid Phone!"]);
    expect(messagesFor(customerUpdateSchema, { email: "nope" })).toEqual(["Not a valid email!"]);
  });
});

describe("query schemas", () => {
  it("lists by name, 25 a page, all customers, by default", () => {
    expect(customerListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 25, search: "", vip: "all", sort: "name", order: "asc" });
  });

  it("searches makes only from two characters", () => {
    expect(messagesFor(makeSearchQuerySchema, { text: "t" })).toEqual(["Type at least 2 characters."]);
    expect(messagesFor(makeSearchQuerySchema, { text: "to" })).toEqual([]);
  });

  it("checks a phone only when it is one", () => {
    expect(messagesFor(phoneCheckQuerySchema, { phone: "555 123 4567" })).toEqual([]);
    expect(messagesFor(phoneCheckQuerySchema, { phone: "555" })).toEqual(["Not a valid Phone!"]);
  });
});

describe("customerRefusals", () => {
  it("name the holder of a phone in use, or another customer when a race hid who", () => {
    expect(customerRefusals.phoneInUse("Jane Doe")).toEqual({
      code: "customer.phoneInUse",
      kind: "conflict",
      field: "phone",
      message: "This phone number belongs to Jane Doe.",
    });
    expect(customerRefusals.phoneInUse(null).message).toBe("This phone number belongs to another customer.");
    expect(customerRefusals.lastVehicle.code).toBe("customer.lastVehicle");
  });
});

describe("readTypedCustomerText", () => {
  it.each([
    ["555 123 4567", { phone: "5551234567" }],
    ["+1 (555) 12", { phone: "55512" }],
    ["15551234567", { phone: "5551234567" }],
    ["4567", { phone: "4567" }],
    ["jane doe", { name: "jane doe" }],
    ["O'Neil-Smith", { name: "O'Neil-Smith" }],
    ["José", { name: "José" }],
    ["MDC 2021", { tag: "MDC 2021" }],
    ["mdc-2021", { tag: "mdc-2021" }],
    ["7ABC123", { tag: "7ABC123" }],
  ])("%j is %j", (typed, expected) => {
    expect(readTypedCustomerText(typed)).toEqual({ name: "", phone: "", tag: "", ...expected });
  });

  it.each(["", "  ", "jane@example.com", "555 123 4567 890", "A".repeat(10) + "1".repeat(11)])("%j goes nowhere", (typed) => {
    expect(readTypedCustomerText(typed)).toEqual({ name: "", phone: "", tag: "" });
  });
});
