import { envelope } from "../testing/fetch-mock";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import { serverFieldErrors, topField } from "./server-field-errors";

const refused = (fields: unknown) => new ApiError(envelope({ fields }, { status: 400, message: "Check the marked fields." }));

describe("serverFieldErrors", () => {
  it("puts each message on its field, without the body's wrapper key, the first message of a field winning", () => {
    const error = refused([
      { field: "customer.phone", message: "Phone is already in use!" },
      { field: "customer.phone", message: "A second word on the phone" },
      { field: "customer.address.city", message: "Field is required!" },
    ]);
    expect(serverFieldErrors(error, "customer")).toEqual({ phone: "Phone is already in use!", "address.city": "Field is required!" });
  });

  it("names the form's field where it differs from the server's path", () => {
    const error = refused([{ field: "expense.category.id", message: "Field is required!" }]);
    expect(serverFieldErrors(error, "expense", topField)).toEqual({ category: "Field is required!" });
  });

  it("marks nothing for an error without field messages", () => {
    expect(serverFieldErrors(new Error("offline"), "vendor")).toEqual({});
    expect(serverFieldErrors(new ApiError(envelope(null, { status: 500 })), "vendor")).toEqual({});
    expect(serverFieldErrors(refused("not a list"), "vendor")).toEqual({});
    expect(serverFieldErrors(refused([{ field: 1, message: "x" }, { message: "no field" }]), "vendor")).toEqual({});
  });
});
