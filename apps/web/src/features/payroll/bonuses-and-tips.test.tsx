import { screen, waitFor, within } from "@testing-library/react";
import { headers, messages, payrollMessages, type Bonuses, type TipAssignmentAnswer } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, headerOf, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { AssignTipsDialog } from "./assign-tips-dialog";
import { BonusesSection } from "./bonuses-section";
import { DANA_ID, SAM_ID } from "./payroll-test-data";
import { renderAt } from "../../testing/render-at";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().clearSession();
});

describe("an employee's bonuses", { timeout: 30_000 }, () => {
  it("are refused on their fields when blank, then added once under one Idempotency-Key across a retry", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    let list: Bonuses = { bonuses: [] };
    let failOnce = true;
    const fetchMock = mockFetch((url, init) => {
      if (init.method === "POST") {
        if (failOnce) {
          failOnce = false;
          return jsonResponse(envelope(null, { status: 503, message: "The server is busy." }));
        }
        const body = JSON.parse(String(init.body)) as { businessDate: string; amount: number; note: string };
        list = { bonuses: [{ id: "b-1", ...body, createdAt: "2026-11-11T17:00:00.000Z" }] };
        return jsonResponse(envelope(list, { message: "Bonus added." }));
      }
      return jsonResponse(envelope(list));
    });
    const { user } = renderAt("/p", "/p", <BonusesSection employeeId={DANA_ID} />);
    const section = within((await screen.findByText("Bonuses", { selector: "legend" })).closest("fieldset")!);
    expect(await section.findByText("No bonuses.")).toBeTruthy();

    await user.click(section.getByRole("button", { name: "Add bonus" }));
    expect((await section.findAllByText(messages.required)).length).toBeGreaterThanOrEqual(2);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);

    await user.type(section.getByLabelText(/^Day earned/), "11/04/2026");
    await user.type(section.getByLabelText(/^Amount/), "300");
    await user.type(section.getByLabelText(/^What it is for/), "Perfect attendance");
    await user.click(section.getByRole("button", { name: "Add bonus" }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").length).toBeGreaterThanOrEqual(1));
    await user.click(section.getByRole("button", { name: "Add bonus" }));
    expect(await section.findByRole("cell", { name: "Perfect attendance" })).toBeTruthy();

    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(posts.at(-1)?.[1]?.body))).toEqual({ businessDate: "2026-11-04", amount: 30_000, note: "Perfect attendance" });
    const keys = new Set(posts.map(([, init]) => headerOf(init, headers.idempotencyKey)));
    expect(keys.size).toBe(1);
    expect(section.getByRole("button", { name: "Remove the bonus $300.00 of 04 Nov, 2026" })).toBeTruthy();
  });
});

describe("tips nobody tip-eligible was on the clock for", { timeout: 30_000 }, () => {
  it("are assigned to the crew chosen, and at least one must be chosen", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const answer: TipAssignmentAnswer = {
      businessDate: "2026-11-07",
      employeeIds: [],
      eligible: [
        { employeeId: DANA_ID, employeeName: "Dana Detail" },
        { employeeId: SAM_ID, employeeName: "Sam Soap" },
      ],
    };
    const puts: unknown[] = [];
    mockFetch((_url, init) => {
      if (init.method === "PUT") {
        puts.push(JSON.parse(String(init.body)));
        return jsonResponse(envelope({ ...answer, employeeIds: [SAM_ID] }, { message: "Tips assigned." }));
      }
      return jsonResponse(envelope(answer));
    });
    const closed = vi.fn();
    const { user } = renderAt("/p", "/p", <AssignTipsDialog tips={{ businessDate: "2026-11-07", amount: 1_001 }} onClose={closed} />);
    const dialog = within(await screen.findByRole("dialog", { name: "Tips of 07 Nov, 2026" }));
    expect(dialog.getByText(new RegExp(`^\\$10\\.01\\. ${payrollMessages.assignTipsRule.slice(0, 20)}`))).toBeTruthy();
    await user.click(await dialog.findByRole("button", { name: "Assign tips" }));
    expect(await dialog.findByText(payrollMessages.assigneesRequired)).toBeTruthy();
    expect(puts).toEqual([]);
    await user.click(dialog.getByRole("checkbox", { name: "Sam Soap" }));
    await user.click(dialog.getByRole("button", { name: "Assign tips" }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(puts).toEqual([{ employeeIds: [SAM_ID] }]);
  });
});
