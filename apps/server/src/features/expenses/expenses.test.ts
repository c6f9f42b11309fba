import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Attachment,
  type Envelope,
  type Expense,
  type ExpenseCategory,
  type ExpenseDashboard,
  type ExpensePage,
  expenseRefusals,
  fileRefusals,
  headers,
  type UserSearchAnswer,
} from "@washdesk/domain";
import { DEFAULT_CLIENT_TOKEN } from "../../config";
import { expenses } from "../../platform/db/schema";
import { addUser, call, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { multipartBody } from "../../../test/multipart-body";
import { addCategory, expenseDraft, postExpense } from "./expense-fixtures";

let app: TestApp;
let dataDir: string;
let owner: string;
let cashier: string;
let managerId: string;
let rent: ExpenseCategory;
let employeeCategory: ExpenseCategory;
// 2026-06-10 noon in New York (the shop's zone).
const clock = manualClock(new Date("2026-06-10T16:00:00Z"));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "washdesk-expenses-"));
  app = await createTestApp({ config: { dataDir }, clock: clock.now });
  owner = await signIn(app, await addUser(app, "Owner"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  await addUser(app, "Manager", "mona.manager@shop.test");
  const search = await call(app, "GET", "/api/search/user/?text=mona", { token: owner });
  managerId = (search.envelope.body as UserSearchAnswer).results[0]!.id;
  rent = await addCategory(app, owner, "Rent");
  employeeCategory = await addCategory(app, owner, "Employee");
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (expense: unknown, token = owner) => call(app, "POST", "/api/expenses", { token, body: { expense } });

describe("expense categories", () => {
  it("requires a name, refuses a name already used (any case), and lists by the text searched", async () => {
    const blank = await call(app, "POST", "/api/expenses/categories", { token: owner, body: { name: "  " } });
    expect(blank.response.statusCode).toBe(400);
    expect(blank.envelope.message).toBe("Field is required!");
    const again = await call(app, "POST", "/api/expenses/categories", { token: owner, body: { name: "rent" } });
    expect(again.response.statusCode).toBe(409);
    expect(again.envelope.message).toBe("This category already exists.");
    expect(again.envelope.code).toBe(expenseRefusals.categoryTaken.code);
    await addCategory(app, owner, "Utilities");
    const all = await call(app, "GET", "/api/expenses/categories", { token: owner });
    expect((all.envelope.body as ExpenseCategory[]).map((c) => c.name)).toEqual(["Employee", "Rent", "Utilities"]);
    const found = await call(app, "GET", "/api/expenses/categories?text=TIL", { token: owner });
    expect((found.envelope.body as ExpenseCategory[]).map((c) => c.name)).toEqual(["Utilities"]);
  });

  it("refuses a cashier both ways (403)", async () => {
    expect((await call(app, "GET", "/api/expenses/categories", { token: cashier })).response.statusCode).toBe(403);
    expect((await call(app, "POST", "/api/expenses/categories", { token: cashier, body: { name: "X" } })).response.statusCode).toBe(403);
  });
});

describe("POST /api/expenses rules (docs/product.md §5)", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["no category", { category: null }, "Category is required!"],
    ["a category without id", { category: { name: "Rent" } }, "Category is required!"],
    ["no date", { date: "" }, "Field is required!"],
    ["no reference", { reference: " " }, "Field is required!"],
    ["an amount of 0", { amount: 0 }, "Minimum 0.01 !"],
    ["a negative amount", { amount: -100 }, "Minimum 0.01 !"],
    ["paidBy that is not a number", { paidBy: "abc" }, "Only Number!"],
    ["paidBy missing", { paidBy: undefined }, "Must Number!"],
    ["paidBy not a way to pay out", { paidBy: 3 }, "Choose how it was paid."],
    ["a frequency outside the list", { isScheduled: true, scheduledFrequency: 9 }, "Choose how often it repeats."],
  ];
  for (const [what, change, message] of cases) {
    it(`refuses ${what}: ${message}`, async () => {
      const { response, envelope } = await post({ ...expenseDraft(rent), ...change });
      expect(response.statusCode).toBe(400);
      expect(envelope.message).toBe(message);
    });
  }

  it("accepts paidBy as text holding a number, stores cents, and answers the record", async () => {
    const { response, envelope } = await post({ ...expenseDraft(rent), paidBy: "1", amount: 1, notes: " paper " });
    expect(response.statusCode).toBe(200);
    expect(envelope.message).toBe("Expense saved.");
    const { expense, schedule } = envelope.body as { expense: Expense; schedule: null };
    expect(schedule).toBeNull();
    expect(expense).toMatchObject({
      date: "2026-05-20",
      reference: "INV-1",
      category: rent,
      amount: 1,
      paidBy: 1,
      notes: "paper",
      employee: null,
      schedule: null,
      attachments: [],
    });
    expect(expense.createdBy?.name).toBe("Owner Tester");
  });

  it("keeps the employee only when the category is Employee", async () => {
    const withEmployee = await postExpense(app, owner, expenseDraft(employeeCategory, { employee: managerId }));
    expect(withEmployee.expense?.employee).toEqual({ id: managerId, name: "Manager Tester" });
    const otherCategory = await postExpense(app, owner, expenseDraft(rent, { employee: managerId }));
    expect(otherCategory.expense?.employee).toBeNull();
    const unknown = await post(expenseDraft(employeeCategory, { employee: "00000000-0000-4000-8000-000000000000" }));
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.envelope.message).toBe("This employee does not exist.");
  });

  it("refuses a cashier (403)", async () => {
    expect((await post(expenseDraft(rent), cashier)).response.statusCode).toBe(403);
    expect((await call(app, "GET", "/api/expenses", { token: cashier })).response.statusCode).toBe(403);
  });
});

describe("attachments of an expense", () => {
  async function upload(place: string): Promise<Attachment[]> {
    const image = await sharp({ create: { width: 50, height: 80, channels: 3, background: "#ff0000" } })
      .jpeg()
      .toBuffer();
    const { payload, contentType } = multipartBody({ path: place }, [{ name: "receipt.jpg", data: image }]);
    const response = await app.app.inject({
      method: "POST",
      url: "/api/aws/files",
      headers: { [headers.clientToken]: DEFAULT_CLIENT_TOKEN, authorization: `Bearer ${owner}`, "content-type": contentType },
      payload,
    });
    return response.json<Envelope<Attachment[]>>().body;
  }

  it("keeps the uploaded records (canonical URLs), answers them signed, and the URLs serve the file", async () => {
    const uploaded = await upload("/attachments/expense");
    const { expense } = await postExpense(app, owner, expenseDraft(rent, { attachments: uploaded }));
    const [attachment] = expense!.attachments;
    expect(attachment).toMatchObject({ mimeType: "image/jpeg", originalName: "receipt.jpg" });
    expect(attachment!.thumbURL).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/thumb\?exp=\d+&sig=/);
    const [row] = await app.db.select({ attachments: expenses.attachments }).from(expenses).where(sqlId(expense!.id));
    expect(row!.attachments[0]!.downloadURL).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const thumb = await app.app.inject({ method: "GET", url: attachment!.thumbURL });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/webp");
  });

  it("refuses an attachment that is not a file uploaded here, or one uploaded for purchases", async () => {
    const forged = [{ downloadURL: "https://evil.example/x.png", thumbURL: "", mimeType: "image/png", originalName: "x.png" }];
    const forgedAnswer = await post(expenseDraft(rent, { attachments: forged }));
    expect(forgedAnswer.response.statusCode).toBe(400);
    expect(forgedAnswer.envelope.message).toBe("An attachment is not a file uploaded here: remove it and upload it again.");
    expect(forgedAnswer.envelope.code).toBe(fileRefusals.attachmentUnknown.code);
    const unknown = await post(expenseDraft(rent, { attachments: [{ ...forged[0]!, downloadURL: "/api/files/00000000-0000-4000-8000-000000000000" }] }));
    expect(unknown.response.statusCode).toBe(400);
    const purchaseFile = await upload("/attachments/purchase");
    const wrongPlace = await post(expenseDraft(rent, { attachments: purchaseFile }));
    expect(wrongPlace.response.statusCode).toBe(400);
    expect(wrongPlace.envelope.message).toBe("An attachment was uploaded for something else: remove it and upload it again.");
  });
});

const sqlId = (id: string) => eq(expenses.id, id);

describe("the list, edit and delete", () => {
  let utilities: ExpenseCategory;
  beforeAll(async () => {
    await app.db.delete(expenses);
    utilities = await addCategory(app, owner, "Water & power");
    await postExpense(app, owner, expenseDraft(rent, { date: "2026-04-01", amount: 150_000, reference: "APR" }));
    await postExpense(app, owner, expenseDraft(rent, { date: "2026-05-01", amount: 150_000, reference: "MAY" }));
    await postExpense(app, owner, expenseDraft(utilities, { date: "2026-05-03", amount: 8_050, paidBy: 7, reference: "PWR" }));
    await postExpense(app, owner, expenseDraft(employeeCategory, { date: "2026-06-02", amount: 20_000, employee: managerId, reference: "BONUS" }));
  });

  const list = async (query: string) => (await call(app, "GET", `/api/expenses?${query}`, { token: owner })).envelope.body as ExpensePage;

  it("filters by date range, category, paidBy and employee, with the total of all matches", async () => {
    const all = await list("");
    expect(all.items.map((e) => e.reference)).toEqual(["BONUS", "PWR", "MAY", "APR"]);
    expect(all).toMatchObject({ total: 4, totalAmount: 328_050 });
    expect((await list("from=2026-05-01&to=2026-05-31")).items.map((e) => e.reference)).toEqual(["PWR", "MAY"]);
    expect((await list(`categoryId=${rent.id}`)).totalAmount).toBe(300_000);
    expect((await list("paidBy=7")).items.map((e) => e.reference)).toEqual(["PWR"]);
    expect((await list(`employeeId=${managerId}`)).items.map((e) => e.reference)).toEqual(["BONUS"]);
    const page2 = await list("page=2&pageSize=3");
    expect(page2).toMatchObject({ total: 4, totalAmount: 328_050, page: 2, pageSize: 3 });
    expect(page2.items.map((e) => e.reference)).toEqual(["APR"]);
    expect((await call(app, "GET", "/api/expenses?from=05/01/2026", { token: owner })).response.statusCode).toBe(400);
  });

  it("edits only the fields sent and drops the employee when the category is no longer Employee", async () => {
    const bonus = (await list("employeeId=" + managerId)).items[0]!;
    const edited = await call(app, "PATCH", `/api/expenses/${bonus.id}`, { token: owner, body: { expense: { amount: 25_000 } } });
    expect(edited.envelope.body).toMatchObject({ amount: 25_000, reference: "BONUS", employee: { id: managerId } });
    const moved = await call(app, "PATCH", `/api/expenses/${bonus.id}`, { token: owner, body: { expense: { category: rent } } });
    expect(moved.envelope.body).toMatchObject({ category: rent, employee: null });
    const refused = await call(app, "PATCH", `/api/expenses/${bonus.id}`, { token: owner, body: { expense: { amount: 0 } } });
    expect(refused.envelope.message).toBe("Minimum 0.01 !");
    expect((await call(app, "PATCH", `/api/expenses/${bonus.id}`, { token: cashier, body: { expense: { amount: 1 } } })).response.statusCode).toBe(403);
  });

  it("deletes softly: gone from the list and the totals, 404 the second time", async () => {
    const pwr = (await list("paidBy=7")).items[0]!;
    expect((await call(app, "DELETE", `/api/expenses/${pwr.id}`, { token: owner })).response.statusCode).toBe(200);
    expect((await list("")).items.map((e) => e.reference)).not.toContain("PWR");
    expect((await call(app, "DELETE", `/api/expenses/${pwr.id}`, { token: owner })).response.statusCode).toBe(404);
    const [row] = await app.db.select({ deletedAt: expenses.deletedAt }).from(expenses).where(sqlId(pwr.id));
    expect(row!.deletedAt).not.toBeNull();
  });

  it("sums the dashboard in SQL: this month against last, by category and by month", async () => {
    const { envelope } = await call(app, "GET", "/api/expenses/dashboard", { token: owner });
    const dashboard = envelope.body as ExpenseDashboard;
    expect(dashboard).toMatchObject({ month: "2026-06", thisMonth: 25_000, lastMonth: 150_000 });
    expect(dashboard.byMonth).toHaveLength(12);
    expect(dashboard.byMonth[0]).toEqual({ month: "2025-07", amount: 0 });
    expect(dashboard.byMonth.slice(-3)).toEqual([
      { month: "2026-04", amount: 150_000 },
      { month: "2026-05", amount: 150_000 },
      { month: "2026-06", amount: 25_000 },
    ]);
    expect(dashboard.byCategory).toEqual([{ categoryId: rent.id, name: "Rent", amount: 325_000 }]);
  });
});

describe("GET /api/search/user/", () => {
  it("finds staff from 2 characters by first name, last name, full name or e-mail, projecting the fields asked", async () => {
    const short = await call(app, "GET", "/api/search/user/?text=m", { token: owner });
    expect(short.response.statusCode).toBe(400);
    expect(short.envelope.message).toBe("Type at least 2 characters.");
    const found = await call(app, "GET", "/api/search/user/?text=manager%20tes&project=firstName,lastName,email,image&fields=firstName,lastName,email", {
      token: owner,
    });
    expect(found.envelope.body).toEqual({
      count: 1,
      results: [{ id: managerId, _id: managerId, firstName: "Manager", lastName: "Tester", email: "mona.manager@shop.test", image: null }],
    });
    const byEmail = await call(app, "GET", "/api/search/user/?text=MONA&fields=email&project=email", { token: owner });
    expect(byEmail.envelope.body).toEqual({ count: 1, results: [{ id: managerId, _id: managerId, email: "mona.manager@shop.test" }] });
    const notByEmail = await call(app, "GET", "/api/search/user/?text=mona&fields=firstName", { token: owner });
    expect((notByEmail.envelope.body as UserSearchAnswer).count).toBe(0);
    expect((await call(app, "GET", "/api/search/user/?text=mona", { token: cashier })).response.statusCode).toBe(403);
  });
});
