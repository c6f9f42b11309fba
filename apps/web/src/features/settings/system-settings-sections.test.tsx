import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  defaultBusinessHours,
  generalSettingsWords,
  messages,
  type GeneralSettings,
  type PaymentProfileAnswer,
  defaultUtilitySettings,
  defaultPayrollSettings,
} from "@washdesk/domain";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const general: GeneralSettings & { setByServer: string[] } = {
  businessName: "Sparkle Wash",
  logoUrl: "",
  address: "1 Main St",
  phone: "",
  email: "",
  website: "",
  timeZone: "America/New_York",
  currency: "USD",
  businessHours: defaultBusinessHours,
  workweekStart: "monday",
  receiptHeader: "",
  receiptFooter: "",
  reviewUrl: "",
  setByServer: [],
};

const profile: PaymentProfileAnswer = {
  tipPresets: { kind: "percent", values: [15_000, 20_000, 25_000] },
  cashOutsideRegister: false,
  stripe: { publishableKey: "pk_live_FromEnv", secretKey: { isSet: true }, webhookSecret: { isSet: true } },
  setByServer: ["stripe.publishableKey", "stripe.secretKey"],
};

function serve(patches: { url: string; body: unknown }[]) {
  mockFetch((url, init) => {
    if (init.method === "PATCH") {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      patches.push({ url, body });
      const saved = url === "/api/settings/general" ? { ...general, ...body } : profile;
      return jsonResponse(envelope(saved, { message: "Settings saved." }));
    }
    if (url === "/api/settings/general") return jsonResponse(envelope(general));
    if (url === "/api/settings/payment-profile") return jsonResponse(envelope(profile));
    if (url === "/api/settings/utility") return jsonResponse(envelope(defaultUtilitySettings));
    if (url === "/api/users/locked") return jsonResponse(envelope([]));
    if (url === "/api/settings/payroll") return jsonResponse(envelope(defaultPayrollSettings));
    return jsonResponse(envelope(null, { status: 404 }));
  });
}

describe("System Settings › General", () => {
  it("labels every field, shows the currency read-only, says what a time zone change does, and puts a refusal on its field", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const patches: { url: string; body: unknown }[] = [];
    serve(patches);
    const { user } = renderApp("/settings/system");
    const section = within(await screen.findByRole("region", { name: "General" }));

    for (const label of ["Business name", "Address", "Phone", "E-mail", "Website", "Receipt header", "Receipt footer", "Review link"]) {
      expect(await section.findByRole("textbox", { name: new RegExp(`^${label}`) })).toBeTruthy();
    }
    const currency = section.getByRole("textbox", { name: /^Currency/ }) as HTMLInputElement;
    expect([currency.readOnly, currency.value]).toEqual([true, "USD"]);
    const monday = within(section.getByRole("group", { name: "Monday" }));
    expect((monday.getByLabelText("Opens") as HTMLInputElement).value).toBe("08:00");
    expect((monday.getByRole("checkbox", { name: "Closed" }) as HTMLInputElement).checked).toBe(false);

    expect(section.queryByText(generalSettingsWords.timeZoneWarning)).toBeNull();
    await user.click(section.getAllByLabelText(/^Time zone/)[0] as HTMLElement);
    await user.click(await screen.findByRole("option", { name: "America/Chicago" }));
    expect(section.getByText(generalSettingsWords.timeZoneWarning)).toBeTruthy();

    const email = section.getByRole("textbox", { name: /^E-mail/ });
    await user.type(email, "not-an-address");
    await user.click(section.getByRole("button", { name: "Save general settings" }));
    expect(await section.findByText(messages.email)).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(patches).toEqual([]);

    await user.clear(email);
    await user.type(email, "hello@sparkle.test");
    await user.click(section.getByRole("button", { name: "Save general settings" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ url: "/api/settings/general", body: { email: "hello@sparkle.test", timeZone: "America/Chicago" } });
  });
});

describe("System Settings › Payment profile", () => {
  it("shows secrets as set, never their value, lets one be replaced, and keeps server-set keys read-only", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const patches: { url: string; body: unknown }[] = [];
    serve(patches);
    const { user } = renderApp("/settings/system");
    const section = within(await screen.findByRole("region", { name: "Payment profile" }));

    // Set by the environment: read-only, said so, no way to replace it here.
    const publishable = await section.findByRole("textbox", { name: /^Publishable key/ });
    expect((publishable as HTMLInputElement).readOnly).toBe(true);
    expect(section.getAllByText(/Set by the server/).length).toBeGreaterThanOrEqual(2);
    expect(section.queryByRole("button", { name: "Replace Secret key" })).toBeNull();

    // Stored: "Set", with Replace and Clear; the value is never on the page.
    expect(section.getByText("Set")).toBeTruthy();
    await user.click(section.getByRole("button", { name: "Replace Webhook signing secret" }));
    const secret = section.getByLabelText(/^Webhook signing secret/);
    expect((secret as HTMLInputElement).value).toBe("");
    expect(document.body.innerHTML).not.toContain("whsec_");
    await user.type(secret, "whsec_NewSecret");
    await user.click(section.getByRole("button", { name: "Save payment profile" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toEqual({
      tipPresets: { kind: "percent", values: [15_000, 20_000, 25_000] },
      cashOutsideRegister: false,
      stripe: { webhookSecret: "whsec_NewSecret" },
    });
  });

  it("says in plain words when a key is pasted into the wrong field, on that field", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const patches: { url: string; body: unknown }[] = [];
    serve(patches);
    const { user } = renderApp("/settings/system");
    const section = within(await screen.findByRole("region", { name: "Payment profile" }));
    await user.click(await section.findByRole("button", { name: "Replace Webhook signing secret" }));
    await user.type(section.getByLabelText(/^Webhook signing secret/), "sk_test_wrong");
    await user.click(section.getByRole("button", { name: "Save payment profile" }));
    expect(await section.findByText("A Stripe webhook signing secret starts with whsec_.")).toBeTruthy();
    expect(patches).toEqual([]);
  });
});
