import { screen, waitFor, within } from "@testing-library/react";
import { defaultTemplate, NotificationTrigger, TEMPLATE_TRIGGERS, TEMPLATE_VARIABLES, templateVariablesOf, type MessageTemplate } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderWithQuery } from "../../testing/render-with-query";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { MessageTemplatesSection } from "./message-templates-section";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

/** Every slot with its default words, as the server answers before the shop writes any. */
function defaults(): MessageTemplate[] {
  return TEMPLATE_TRIGGERS.flatMap(({ value, label }) =>
    (["sms", "email"] as const).map((channel) => ({
      trigger: value,
      channel,
      label,
      enabled: true,
      ...defaultTemplate(value, channel),
      isDefault: true,
      variables: templateVariablesOf(value).map((name) => ({ name, label: TEMPLATE_VARIABLES[name].label })),
    })),
  );
}

describe("System Settings › Message templates", { timeout: 30_000 }, () => {
  it("shows the payment link text with its variables and a preview, refuses an unknown variable, and saves", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const puts: { url: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      if (init.method === "PUT") {
        puts.push({ url, body: JSON.parse(String(init.body)) });
        return jsonResponse(envelope({ templates: defaults() }, { message: "Template saved." }));
      }
      if (url === "/api/settings/message-templates") return jsonResponse(envelope({ templates: defaults() }));
      return jsonResponse(envelope(null, { status: 404 }));
    });
    const { user } = renderWithQuery(<MessageTemplatesSection />);
    const section = within(await screen.findByRole("region", { name: "Message templates" }));
    const text = (await section.findByRole("textbox", { name: /^Text/ })) as HTMLTextAreaElement;
    expect(text.value).toBe(defaultTemplate(NotificationTrigger.SendPaymentLink, "sms").body);
    expect(section.getByText("{{link}}")).toBeTruthy();
    // The preview fills the variables with sample values.
    expect(section.getByText(/^Sparkle Car Wash: invoice #1042, \$42\.50 to pay\. Pay by card: https:\/\/sparkle\.example\/pay\/3f9c$/)).toBeTruthy();

    await user.clear(text);
    await user.type(text, "Hi {{{{custmer}}, pay {{{{amount}}");
    await user.click(section.getByRole("button", { name: "Save template" }));
    await waitFor(() => expect(text.getAttribute("aria-invalid")).toBe("true"));
    expect(section.getByText("Unknown variable {{custmer}}: use the variables listed beside the editor.")).toBeTruthy();
    expect(puts).toEqual([]);

    await user.clear(text);
    await user.type(text, "Hi {{{{customerName}}, pay {{{{amount}}: {{{{link}}");
    await user.click(section.getByRole("switch", { name: "Send this message" }));
    await user.click(section.getByRole("button", { name: "Save template" }));
    await waitFor(() =>
      expect(puts).toEqual([
        { url: "/api/settings/message-templates/5/sms", body: { enabled: false, subject: "", body: "Hi {{customerName}}, pay {{amount}}: {{link}}" } },
      ]),
    );
  });
});
