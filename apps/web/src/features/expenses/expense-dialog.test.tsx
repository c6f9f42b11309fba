import { act, screen, waitFor, within } from "@testing-library/react";
import {
  Frequency,
  formatL,
  toStoredDate,
  type Attachment,
  type Register,
  type ExpenseCategory,
  type ExpenseCreated,
  type UserSearchResult,
} from "@washdesk/domain";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { renderWithQuery } from "../../testing/render-with-query";
import { ExpenseDialog } from "./expense-dialog";
import { setStationRegisterId } from "../registers";

const rent: ExpenseCategory = { id: "11111111-1111-4111-8111-111111111111", name: "Rent" };
const employeeCategory: ExpenseCategory = { id: "22222222-2222-4222-8222-222222222222", name: "Employee" };
const mona: UserSearchResult = {
  id: "33333333-3333-4333-8333-333333333333",
  _id: "33333333-3333-4333-8333-333333333333",
  firstName: "Mona",
  lastName: "Manager",
  email: "mona@shop.test",
  image: "/avatars/mona.png",
};
const receipt: Attachment = {
  downloadURL: "/api/files/44444444-4444-4444-8444-444444444444?exp=1&sig=a",
  thumbURL: "/api/files/44444444-4444-4444-8444-444444444444/thumb?exp=1&sig=a",
  mimeType: "image/png",
  originalName: "receipt.png",
};
const created: ExpenseCreated = {
  expense: {
    id: "e-1",
    date: "2026-06-01",
    reference: "INV-7",
    category: rent,
    amount: 1250,
    paidBy: 0,
    employee: null,
    notes: "",
    attachments: [receipt],
    schedule: null,
    createdBy: { id: "u-1", name: "Casey Counter" },
    createdAt: "2026-06-01T12:00:00.000Z",
  },
  schedule: null,
};

interface ServerOptions {
  save?: () => Response;
  upload?: () => Response;
}

const DRAWER_ID = "55555555-5555-4555-8555-555555555555";
const SESSION_ID = "66666666-6666-4666-8666-666666666666";
const drawers: Register[] = [
  {
    id: DRAWER_ID,
    name: "Register 1",
    openSession: { id: SESSION_ID, number: 7, openedAt: "2026-03-15T13:00:00.000Z", openedBy: { id: mona.id, name: "Mona Manager" } },
  },
];

function mockServer({
  save = () => jsonResponse(envelope(created, { message: "Expense saved." })),
  upload = () => jsonResponse(envelope([receipt])),
}: ServerOptions = {}) {
  return mockFetch((url) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    if (pathname === "/api/registers") return jsonResponse(envelope(drawers));
    if (pathname === "/api/expenses/categories") {
      const text = (searchParams.get("text") ?? "").toLowerCase();
      return jsonResponse(envelope([employeeCategory, rent].filter((c) => c.name.toLowerCase().includes(text))));
    }
    if (pathname === "/api/search/user/") return jsonResponse(envelope({ count: 1, results: [mona] }));
    if (pathname === "/api/aws/files") return upload();
    if (pathname === "/api/expenses") return save();
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

function renderDialog() {
  const saved: ExpenseCreated[] = [];
  const onClose = vi.fn();
  function Harness() {
    const [opened, setOpened] = useState(true);
    return (
      <ExpenseDialog
        opened={opened}
        onClose={() => {
          onClose();
          setOpened(false);
        }}
        onSaved={(record) => saved.push(record)}
      />
    );
  }
  return { ...renderWithQuery(<Harness />), saved, onClose };
}

type User = ReturnType<typeof renderDialog>["user"];
type FetchMock = ReturnType<typeof mockServer>;

const dialog = () => within(screen.getByRole("dialog", { name: "New Expense" }));
const field = (label: RegExp) => dialog().getByLabelText<HTMLInputElement>(label, { selector: "input, textarea" });
const queryField = (label: RegExp) => dialog().queryByLabelText(label, { selector: "input" });
const calls = (fetchMock: FetchMock, path: string) =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), init })).filter((c) => c.url.startsWith(path));
const bodyOf = (fetchMock: FetchMock) =>
  JSON.parse(String(calls(fetchMock, "/api/expenses").find((c) => c.init?.method === "POST")?.init?.body)) as { expense: Record<string, unknown> };

async function chooseCategory(user: User, text: string, name: string) {
  await user.click(field(/^Category/));
  await user.type(field(/^Category/), text);
  await user.click(await screen.findByRole("option", { name }, { timeout: 2000 }));
}

async function fillRequired(user: User) {
  await user.type(field(/^Reference/), "INV-7");
  await user.type(field(/^Amount/), "12.50");
  await chooseCategory(user, "re", "Rent");
}

beforeEach(() => {
  useSessionStore.getState().setSession(signedInSession(ownerGroup));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useSessionStore.getState().clearSession();
});

describe("New Expense dialog (docs/product.md §2 dialog 5)", { timeout: 30_000 }, () => {
  it("is 600px wide and starts with the defaults of docs/product.md: not scheduled, today, Cash, no frequency, no employee", () => {
    mockServer();
    renderDialog();
    expect(dialog().getByRole("button", { name: "Close" })).toBeTruthy();
    const root = screen.getByRole("dialog").closest<HTMLElement>(".mantine-Modal-root");
    expect(root?.style.getPropertyValue("--modal-size")).toBe("calc(37.5rem * var(--mantine-scale))");
    expect(dialog().getByRole("radio", { name: "No" })).toHaveProperty("checked", true);
    expect(dialog().getByRole("radio", { name: "Yes" })).toHaveProperty("checked", false);
    expect(queryField(/^Frequency/)).toBeNull();
    expect(field(/^Date/).value).toBe(formatL(toStoredDate(new Date(), "America/New_York")));
    expect(queryField(/^Start Date/)).toBeNull();
    expect(field(/^Paid by/).value).toBe("Cash");
    expect(field(/^Amount/).value).toBe("");
    for (const label of [/^Reference/, /^Category/, /^Notes/]) expect(field(label)).toBeTruthy();
    expect(dialog().getByLabelText("Attachments", { selector: "input" })).toBeTruthy();
    expect(queryField(/^Employee/)).toBeNull();
  });

  it("shows the frequency (Daily by default) only when scheduled, and the date then reads Start Date", async () => {
    mockServer();
    const { user } = renderDialog();
    await user.click(dialog().getByRole("radio", { name: "Yes" }));
    expect(field(/^Frequency/).value).toBe("Daily");
    expect(field(/^Start Date/)).toBeTruthy();
    expect(queryField(/^Date/)).toBeNull();
    await user.click(field(/^Frequency/));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(["Daily", "Weekly", "Bi-weekly", "Monthly", "Yearly"]);
    await user.click(screen.getByRole("option", { name: "Monthly" }));
    await user.click(dialog().getByRole("radio", { name: "No" }));
    expect(queryField(/^Frequency/)).toBeNull();
    expect(field(/^Date/)).toBeTruthy();
  });

  it("offers the ways an expense is paid", async () => {
    mockServer();
    const { user } = renderDialog();
    await user.click(field(/^Paid by/));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(["Cash", "Check", "Debit", "Credit", "Other"]);
  });

  it("refuses to save without date, reference, amount or category, with the messages of docs/product.md; nothing is sent", async () => {
    const fetchMock = mockServer();
    const { user } = renderDialog();
    await user.clear(field(/^Date/));
    await user.click(dialog().getByRole("button", { name: "Save" }));
    expect(await dialog().findByText("Category is required!")).toBeTruthy();
    expect(dialog().getAllByText("Field is required!")).toHaveLength(3);
    for (const label of [/^Date/, /^Reference/, /^Amount/, /^Category/]) expect(field(label).getAttribute("aria-invalid")).toBe("true");
    expect(calls(fetchMock, "/api/aws/files")).toEqual([]);
    expect(calls(fetchMock, "/api/expenses").filter((c) => c.init?.method === "POST")).toEqual([]);
  });

  it("says Minimum 0.01 ! for an amount of 0", async () => {
    mockServer();
    const { user } = renderDialog();
    await user.type(field(/^Amount/), "0");
    await user.click(dialog().getByRole("button", { name: "Save" }));
    expect(await dialog().findByText("Minimum 0.01 !")).toBeTruthy();
  });

  it("searches categories 500 ms after the last key, not on every key", async () => {
    const fetchMock = mockServer();
    const { user } = renderDialog();
    const searched = () => calls(fetchMock, "/api/expenses/categories").map((c) => new URL(c.url, "http://localhost").searchParams.get("text"));
    await waitFor(() => expect(searched()).toEqual([""]));
    await user.type(field(/^Category/), "ren");
    // Typed faster than the debounce: no search for "r" or "re", and "ren" not yet.
    expect(searched()).toEqual([""]);
    await waitFor(() => expect(searched()).toEqual(["", "ren"]), { timeout: 2000 });
    expect(await screen.findByRole("option", { name: "Rent" })).toBeTruthy();
    expect(screen.queryByRole("option", { name: "Employee" })).toBeNull();
  });

  it("shows the employee only for the Employee category; searches from 2 characters, 500 ms after typing; options show picture, names and e-mail", async () => {
    // A faked clock that still runs: the wait past the search's debounce below takes no time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockServer();
    const { user } = renderDialog();
    await fillRequired(user);
    expect(queryField(/^Employee/)).toBeNull();
    await user.clear(field(/^Category/));
    await chooseCategory(user, "emp", "Employee");
    const employee = field(/^Employee/);
    await user.click(employee);
    await user.type(employee, "m");
    expect(await screen.findByText("Type at least 2 characters")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(calls(fetchMock, "/api/search/user/")).toEqual([]);
    await user.type(employee, "o");
    const option = await screen.findByRole("option", { name: /Mona Manager/ }, { timeout: 2000 });
    expect(within(option).getByText("mona@shop.test")).toBeTruthy();
    expect(option.querySelector("img")?.getAttribute("src")).toBe("/avatars/mona.png");
    const searches = calls(fetchMock, "/api/search/user/").map((c) => c.url);
    expect(searches).toEqual([
      "/api/search/user/?text=mo&project=firstName&project=lastName&project=email&project=image&fields=firstName&fields=lastName&fields=email",
    ]);
    await user.click(option);
    await user.click(dialog().getByRole("button", { name: "Save" }));
    await waitFor(() => expect(bodyOf(fetchMock).expense.employee).toBe(mona.id));
    expect(bodyOf(fetchMock).expense.category).toEqual(employeeCategory);
  });

  it("hides the employee again, and sends none, when the category changes from Employee", async () => {
    const fetchMock = mockServer();
    const { user } = renderDialog();
    await user.type(field(/^Reference/), "INV-7");
    await user.type(field(/^Amount/), "12.50");
    await chooseCategory(user, "emp", "Employee");
    expect(field(/^Employee/)).toBeTruthy();
    await user.clear(field(/^Category/));
    await chooseCategory(user, "re", "Rent");
    expect(queryField(/^Employee/)).toBeNull();
    await user.click(dialog().getByRole("button", { name: "Save" }));
    await waitFor(() => expect(bodyOf(fetchMock).expense.employee).toBeNull());
  });

  it("pays a cash expense out of this device's open drawer", async () => {
    setStationRegisterId(DRAWER_ID);
    try {
      const fetchMock = mockServer();
      const { user } = renderDialog();
      await fillRequired(user);
      expect(await dialog().findByText("Paid out of the Register 1 drawer.")).toBeTruthy();
      await user.click(dialog().getByRole("button", { name: "Save" }));
      await waitFor(() => expect(bodyOf(fetchMock).expense.registerSessionId).toBe(SESSION_ID));
    } finally {
      setStationRegisterId(null);
    }
  });

  it("uploads the chosen files first, then posts the expense with the returned records, closes and returns it", async () => {
    const fetchMock = mockServer();
    const { user, saved, onClose } = renderDialog();
    await fillRequired(user);
    await user.click(dialog().getByRole("radio", { name: "Yes" }));
    await user.click(field(/^Frequency/));
    await user.click(screen.getByRole("option", { name: "Monthly" }));
    await user.clear(field(/^Start Date/));
    await user.type(field(/^Start Date/), "03/15/2026");
    await user.upload(
      dialog().getByLabelText("Attachments", { selector: "input" }),
      new File([new Uint8Array([137, 80, 78, 71])], "receipt.png", { type: "image/png" }),
    );
    await user.type(field(/^Notes/), "March rent");
    await user.click(dialog().getByRole("button", { name: "Save" }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const order = fetchMock.mock.calls
      .map(([url, init]) => `${init?.method ?? "GET"} ${String(url).split("?")[0]}`)
      .filter((c) => !c.includes("categories") && !c.includes("/api/registers"));
    expect(order).toEqual(["POST /api/aws/files", "POST /api/expenses"]);
    const form = calls(fetchMock, "/api/aws/files")[0]?.init?.body as FormData;
    expect(form.get("path")).toBe("/attachments/expense");
    expect((form.get("files") as File).name).toBe("receipt.png");
    expect(bodyOf(fetchMock).expense).toEqual({
      isScheduled: true,
      scheduledFrequency: Frequency.Monthly,
      date: "2026-03-15",
      reference: "INV-7",
      paidBy: "0",
      amount: 1250,
      category: rent,
      employee: null,
      notes: "March rent",
      attachments: [receipt],
      // A schedule's occurrences are not handed out of a drawer.
      registerSessionId: null,
    });
    expect(saved).toEqual([created]);
    expect(await screen.findByText("Expense saved.")).toBeTruthy();
  });

  it("sends no upload when no file was chosen", async () => {
    const fetchMock = mockServer();
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await user.click(dialog().getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls(fetchMock, "/api/aws/files")).toEqual([]);
    expect(bodyOf(fetchMock).expense.attachments).toEqual([]);
  });

  it("stays open with everything typed when the save fails, and does not upload the file again on retry", async () => {
    let fail = true;
    const fetchMock = mockServer({
      save: () =>
        fail
          ? jsonResponse(
              envelope(null, {
                status: 400,
                message: "This category does not exist or was deleted.",
                body: { fields: [{ field: "expense.category", message: "This category does not exist or was deleted." }] },
              }),
            )
          : jsonResponse(envelope(created)),
    });
    const { user, saved, onClose } = renderDialog();
    await fillRequired(user);
    await user.upload(dialog().getByLabelText("Attachments", { selector: "input" }), new File(["%PDF-1.4"], "invoice.pdf", { type: "application/pdf" }));
    await user.click(dialog().getByRole("button", { name: "Save" }));

    expect(await screen.findByText("This category does not exist or was deleted. (400)")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
    expect(field(/^Reference/).value).toBe("INV-7");
    expect(field(/^Amount/).value).toBe("12.50");
    expect(field(/^Category/).value).toBe("Rent");
    expect(field(/^Category/).getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog().getByRole("list", { name: "Chosen files" })).getByText("invoice.pdf")).toBeTruthy();

    fail = false;
    await user.click(dialog().getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls(fetchMock, "/api/aws/files")).toHaveLength(1);
    expect(calls(fetchMock, "/api/expenses").filter((c) => c.init?.method === "POST")).toHaveLength(2);
  });

  it("posts nothing when the upload is refused, and keeps the dialog open", async () => {
    const fetchMock = mockServer({
      upload: () =>
        jsonResponse(envelope(null, { status: 415, message: '"photo.png" is not an image (JPEG, PNG, WebP, GIF) or a PDF: only those can be attached.' })),
    });
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await user.upload(
      dialog().getByLabelText("Attachments", { selector: "input" }),
      new File([new Uint8Array([137, 80, 78, 71])], "photo.png", { type: "image/png" }),
    );
    await user.click(dialog().getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/"photo.png" is not an image .* \(415\)/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(calls(fetchMock, "/api/expenses").filter((c) => c.init?.method === "POST")).toEqual([]);
    expect(field(/^Reference/).value).toBe("INV-7");
  });
});
