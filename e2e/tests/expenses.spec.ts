import { deflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { OWNER, signIn } from "./sign-in";

// Unique per run, so the journey never meets the demo shop's categories or references.
const stamp = Date.now().toString().slice(-7);
const category = `Car park ${stamp}`;
const reference = `LEASE-${stamp}`;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A small real PNG (a green receipt-sized rectangle), made here so the journey needs no fixture file. */
function receiptPng(width = 120, height = 160): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([40, 160, 90]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("a scheduled monthly expense with a receipt: on the dashboard and in the list with its thumbnail", async ({ page }) => {
  await signIn(page, OWNER);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Expenses Dashboard", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Expenses Dashboard" })).toBeVisible();
  // The demo shop's year of expenses is there, its rent scheduled monthly.
  await expect(page.getByRole("table", { name: "Upcoming scheduled expenses" }).getByRole("row", { name: "Schedule Shop lease" })).toBeVisible();

  // Dialog 4: a new category.
  await page.getByRole("button", { name: "New category" }).click();
  const categoryDialog = page.getByRole("dialog", { name: "New Expense Category" });
  await categoryDialog.getByRole("button", { name: "Save" }).click();
  await expect(categoryDialog.getByText("Field is required!")).toBeVisible();
  await categoryDialog.getByRole("textbox", { name: "Name" }).fill(category);
  await categoryDialog.getByRole("button", { name: "Save" }).click();
  await expect(categoryDialog).toBeHidden();
  await expect(page.getByText("Category saved.")).toBeVisible();

  // Dialog 5: scheduled monthly, starting today, with a receipt image.
  await page.getByRole("button", { name: "New expense" }).click();
  const dialog = page.getByRole("dialog", { name: "New Expense" });
  await expect(dialog.getByRole("combobox", { name: "Frequency" })).toHaveCount(0);
  await dialog.getByRole("radio", { name: "Yes" }).check();
  await expect(dialog.getByLabel("Start Date")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Frequency" }).click();
  await page.getByRole("option", { name: "Monthly", exact: true }).click();
  await dialog.getByRole("textbox", { name: "Reference" }).fill(reference);
  await expect(dialog.getByRole("combobox", { name: "Paid by" })).toHaveValue("Cash");
  await dialog.getByRole("textbox", { name: "Amount" }).fill("1234.56");
  const categoryField = dialog.getByRole("combobox", { name: "Category" });
  await categoryField.click();
  await categoryField.fill(`park ${stamp}`);
  await page.getByRole("option", { name: category, exact: true }).click();
  await expect(dialog.getByRole("combobox", { name: "Employee" })).toHaveCount(0);
  await dialog.getByLabel("Attachments").setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: receiptPng() });
  await expect(dialog.getByRole("list", { name: "Chosen files" }).getByRole("listitem", { name: "receipt.png" })).toBeVisible();
  await dialog.getByRole("textbox", { name: "Notes" }).fill("Monthly parking lease");

  const upload = page.waitForResponse((r) => r.url().endsWith("/api/aws/files") && r.request().method() === "POST");
  const post = page.waitForResponse((r) => r.url().endsWith("/api/expenses") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: "Save" }).click();
  expect((await upload).status()).toBe(200);
  expect((await post).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Expense saved.")).toBeVisible();

  // The dashboard: the schedule is upcoming (next month), and this month counts the first one.
  const upcoming = page.getByRole("table", { name: "Upcoming scheduled expenses" }).getByRole("row", { name: `Schedule ${reference}` });
  await expect(upcoming).toContainText("Monthly");
  await expect(upcoming).toContainText("$1,234.56");
  await expect(page.getByRole("list", { name: "Totals by category" })).toContainText(`${category}: $1,234.56`);
  await expect(page.getByLabel("Expenses by month")).toBeVisible();

  // The list, filtered by the new category: the expense with its receipt's thumbnail.
  await page.getByRole("link", { name: "All expenses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Expenses" })).toBeVisible();
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: category, exact: true }).click();
  const table = page.getByRole("table", { name: "Expenses" });
  const row = table.getByRole("row", { name: new RegExp(reference) });
  await expect(row).toContainText("$1,234.56");
  await expect(row).toContainText("Monthly");
  await expect(page.getByText("1 expense, total $1,234.56")).toBeVisible();
  const thumbnail = row.getByRole("img", { name: "receipt.png" });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await thumbnail.getAttribute("src")).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/thumb\?exp=\d+&sig=/);
  // The full image opens from the thumbnail's link, served inline as an image.
  const href = await row.getByRole("link", { name: "Open receipt.png" }).getAttribute("href");
  const image = await page.request.get(href!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(image.headers()["x-content-type-options"]).toBe("nosniff");
});
