import { describe, expect, it } from "vitest";
import { vendorInputSchema, vendorOption, vendorSearchQuerySchema, vendorUpdateSchema } from "./index";

const messagesOf = (value: unknown) => {
  const result = vendorInputSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("vendorInputSchema (docs/product.md §5 Vendor)", () => {
  it("needs a company and a phone: Field is required!", () => {
    expect(messagesOf({})).toEqual({ company: "Field is required!", phone: "Field is required!" });
    expect(messagesOf({ company: "   ", phone: "" })).toEqual({ company: "Field is required!", phone: "Field is required!" });
  });

  it("refuses a bad phone, e-mail and website with the messages of docs/product.md", () => {
    expect(messagesOf({ company: "Acme", phone: "555 12", email: "sales@", website: "acme" })).toEqual({
      phone: "Not a valid Phone!",
      email: "Not a valid email!",
      website: "Not a valid website!",
    });
  });

  it("accepts the two required fields alone and fills the rest with empty text", () => {
    expect(vendorInputSchema.parse({ company: " Acme Supply ", phone: "+1 555 123 4567" })).toEqual({
      company: "Acme Supply",
      phone: "+1 555 123 4567",
      representative: "",
      email: "",
      website: "",
      address: "",
      city: "",
      state: "",
      zip: "",
      notes: "",
    });
  });

  it("lets an update send only what changes, still by the same rules", () => {
    expect(vendorUpdateSchema.parse({ city: "Springfield" })).toEqual({ city: "Springfield" });
    expect(vendorUpdateSchema.safeParse({ phone: "12" }).error?.issues[0]?.message).toBe("Not a valid Phone!");
    expect(vendorUpdateSchema.safeParse({ company: "" }).error?.issues[0]?.message).toBe("Field is required!");
  });
});

describe("vendor search", () => {
  it("searches all four fields and projects all five when none are named", () => {
    expect(vendorSearchQuerySchema.parse({})).toEqual({
      text: "",
      fields: ["company", "representative", "phone", "email"],
      project: ["_id", "company", "representative", "email", "phone"],
      limit: 20,
    });
    expect(vendorSearchQuerySchema.parse({ fields: "company,phone", project: ["company", "_id"] })).toMatchObject({
      fields: ["company", "phone"],
      project: ["company", "_id"],
    });
    expect(vendorSearchQuerySchema.safeParse({ fields: "address" }).success).toBe(false);
  });

  it("maps a result to value = id, label = company (docs/product.md §7)", () => {
    expect(vendorOption({ id: "v-1", company: "Acme Supply" })).toEqual({ value: "v-1", label: "Acme Supply" });
  });
});
