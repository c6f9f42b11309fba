import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reviewRefusals, type PublicReview } from "@washdesk/domain";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderWithProviders } from "../../../test/render";
import PublicReviewPage from "./public-review-page";

const TOKEN = "AAAAAAAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB";
const SLOW = { timeout: 5000 };

const review = (overrides: Partial<PublicReview> = {}): PublicReview => ({
  shop: { businessName: "Sparkle Wash", logoUrl: null },
  customerName: "Jordan",
  rated: false,
  rating: null,
  comment: "",
  publicReviewUrl: "https://g.page/r/sparkle/review",
  ...overrides,
});

function renderPage() {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/review/${TOKEN}`]}>
      <Routes>
        <Route path="/review/:token" element={<PublicReviewPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("public review page", () => {
  it("takes one star and a comment, then offers the public review page all the same", async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === `/api/public/reviews/${TOKEN}` && init.method === "POST") {
        const body = JSON.parse(String(init.body)) as { rating: number; comment: string };
        return jsonResponse(envelope(review({ rated: true, rating: body.rating, comment: body.comment })));
      }
      if (url === `/api/public/reviews/${TOKEN}`) return jsonResponse(envelope(review()));
      return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
    });
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "How was your visit, Jordan?" }, SLOW)).toBeTruthy();
    expect(screen.getByText("Sparkle Wash")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Send my rating" }));
    expect(await screen.findByText("Choose from 1 to 5 stars.", {}, SLOW)).toBeTruthy();

    await user.click(screen.getByRole("radio", { name: "1 star" }));
    await user.type(screen.getByLabelText("Tell us more (optional)"), "Missed the wheels");
    await user.click(screen.getByRole("button", { name: "Send my rating" }));
    expect(await screen.findByRole("heading", { name: "Thank you for your feedback!" }, SLOW)).toBeTruthy();
    expect(screen.getByLabelText("You gave 1 of 5 stars")).toBeTruthy();
    // No review gating: one star is invited to the public page like five.
    const link = screen.getByRole("link", { name: "Write a public review" });
    expect(link.getAttribute("href")).toBe("https://g.page/r/sparkle/review");
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(JSON.parse(String(posted[1]?.body))).toEqual({ rating: 1, comment: "Missed the wheels" });
  });

  it("shows a visit already rated as thanks, without the form", async () => {
    mockFetch(() => jsonResponse(envelope(review({ rated: true, rating: 5 }))));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Thank you for your feedback!" }, SLOW)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send my rating" })).toBeNull();
    expect(screen.getByRole("link", { name: "Write a public review" })).toBeTruthy();
  });

  it("says plainly when the link is not valid", async () => {
    mockFetch(() => jsonResponse(envelope(null, { status: 404, message: reviewRefusals.invalidLink.message, code: reviewRefusals.invalidLink.code })));
    renderPage();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(reviewRefusals.invalidLink.message), SLOW);
  });
});
