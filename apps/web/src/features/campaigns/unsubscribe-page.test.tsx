import { screen } from "@testing-library/react";
import { campaignWords } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";

afterEach(() => vi.unstubAllGlobals());

describe("the unsubscribe page", { timeout: 30_000 }, () => {
  it("opts out without signing in and says so", async () => {
    const fetchMock = mockFetch(() => jsonResponse(envelope({ businessName: "Suds & Co" })));
    renderApp("/unsubscribe/good.token");
    expect((await screen.findByRole("status", {}, { timeout: 10_000 })).textContent).toBe("You will receive no more e-mails from Suds & Co.");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/public/unsubscribe/good.token");
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("POST");
  });

  it("says when the link is not valid", async () => {
    mockFetch(() => jsonResponse(envelope(null, { status: 404, isSuccess: false, message: campaignWords.linkInvalid }), { status: 404 }));
    renderApp("/unsubscribe/bad.token");
    expect((await screen.findByRole("alert", {}, { timeout: 10_000 })).textContent).toBe(campaignWords.linkInvalid);
  });
});
