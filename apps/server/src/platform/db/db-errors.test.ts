import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/test-database";
import type { DatabaseHandle } from "./database";
import { isUniqueViolation, mapUniqueViolations } from "./db-errors";
import { expenseCategories } from "./schema";

class Conflict extends Error {}

describe("unique violations from the database in use (PGlite, or PostgreSQL through node-postgres)", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await handle.db.insert(expenseCategories).values({ name: "Rent" });
  });
  afterAll(() => handle.close());

  const insertSameName = () => handle.db.insert(expenseCategories).values({ name: "rent" });
  const caught = async (write: () => Promise<unknown>) => {
    try {
      await write();
    } catch (error) {
      return error;
    }
    throw new Error("the write went through");
  };

  it("are recognised by the name of the index refusing them", async () => {
    const error = await caught(insertSameName);
    expect(isUniqueViolation(error, "expense_categories_name_key")).toBe(true);
    expect(isUniqueViolation(error, "customers_phone_key")).toBe(false);
  });

  it("become the feature's own error, and other errors pass through untouched", async () => {
    await expect(mapUniqueViolations(insertSameName, { expense_categories_name_key: () => new Conflict("taken") })).rejects.toBeInstanceOf(Conflict);
    await expect(mapUniqueViolations(insertSameName, { customers_phone_key: () => new Conflict("taken") })).rejects.not.toBeInstanceOf(Conflict);
    const missingAuthor = () => handle.db.insert(expenseCategories).values({ name: "Water", createdBy: "00000000-0000-0000-0000-000000000000" });
    const foreignKey = await caught(missingAuthor);
    expect(isUniqueViolation(foreignKey, "expense_categories_name_key")).toBe(false);
    expect(await mapUniqueViolations(async () => 42, { expense_categories_name_key: () => new Conflict("taken") })).toBe(42);
  });
});

describe("isUniqueViolation on error shapes", () => {
  it("follows the cause chain a query wrapper adds", () => {
    const driverError = Object.assign(new Error("duplicate key value"), { code: "23505", constraint: "products_code_key" });
    expect(isUniqueViolation(new Error("Failed query", { cause: driverError }), "products_code_key")).toBe(true);
    expect(isUniqueViolation(new Error("Failed query", { cause: driverError }), "customers_phone_key")).toBe(false);
  });

  it("counts a unique violation without a constraint name as the caller's", () => {
    expect(isUniqueViolation({ code: "23505" }, "products_code_key")).toBe(true);
  });

  it("is false for anything else", () => {
    expect(isUniqueViolation({ code: "23503", constraint: "products_code_key" }, "products_code_key")).toBe(false);
    expect(isUniqueViolation(new Error("boom"), "products_code_key")).toBe(false);
    expect(isUniqueViolation(null, "products_code_key")).toBe(false);
    expect(isUniqueViolation("23505", "products_code_key")).toBe(false);
  });
});
