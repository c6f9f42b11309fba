import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { NotificationTrigger } from "../enums/notifications";
import {
  defaultTemplate,
  escapeHtml,
  renderTemplate,
  sampleTemplateValues,
  TEMPLATE_CHANNELS,
  TEMPLATE_TRIGGERS,
  templateProblem,
  templateVariablesOf,
  unknownVariables,
  variablesIn,
} from "./message-templates";

describe("message templates", () => {
  it("have one slot per trigger value, the terminal and cash payments sharing 2002", () => {
    expect(TEMPLATE_TRIGGERS).toHaveLength(14);
    expect(TEMPLATE_TRIGGERS.find((t) => t.value === 2002)?.label).toBe("After terminal order / After cash payment");
  });

  it("read the variables written with or without spaces inside the braces, each once", () => {
    expect(variablesIn("Hi {{customerName}}, {{ customerName }} owes {{amount}}")).toEqual(["customerName", "amount"]);
  });

  it("refuse a variable the trigger does not offer, naming it", () => {
    expect(unknownVariables("Hi {{custmer}} see {{appointmentTime}}", NotificationTrigger.SendPaymentLink)).toEqual(["custmer", "appointmentTime"]);
    expect(templateProblem("Hi {{custmer}}", NotificationTrigger.SendPaymentLink)).toBe(
      "Unknown variable {{custmer}}: use the variables listed beside the editor.",
    );
    expect(templateProblem("See you {{appointmentTime}}", NotificationTrigger.AppointmentReminder)).toBeNull();
  });

  it("refuse a variable left open", () => {
    expect(templateProblem("Hi {{customerName", NotificationTrigger.AfterRefund)).toBe("A variable is not closed: write it as {{customerName}}.");
    expect(templateProblem("Hi customerName}}", NotificationTrigger.AfterRefund)).not.toBeNull();
  });

  it("print an e-mail's values as text, never as markup", () => {
    const html = renderTemplate("<p>Hello {{customerName}}</p>", { customerName: `<img src=x onerror="alert(1)">` }, escapeHtml);
    expect(html).toBe("<p>Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>");
  });

  it("leave a variable without a value empty, and text around it as written", () => {
    expect(renderTemplate("{{businessName}}: #{{saleNumber}}", { businessName: "Sparkle" })).toBe("Sparkle: #");
  });

  it("never leave braces of a known variable in what is sent", () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEMPLATE_TRIGGERS.map((t) => t.value)), fc.constantFrom(...TEMPLATE_CHANNELS), (trigger, channel) => {
        const { subject, body } = defaultTemplate(trigger, channel);
        expect(templateProblem(subject, trigger)).toBeNull();
        expect(templateProblem(body, trigger)).toBeNull();
        const sent = renderTemplate(subject + body, sampleTemplateValues(), escapeHtml);
        expect(sent).not.toMatch(/\{\{|\}\}/);
        // Every variable a default uses is one its trigger offers, so the preview fills them all.
        for (const name of variablesIn(subject + body)) expect(templateVariablesOf(trigger)).toContain(name);
      }),
    );
  });

  it("give every default e-mail a subject and a greeting, and every text its words", () => {
    const email = defaultTemplate(NotificationTrigger.SendPaymentLink, "email");
    expect(email.body).toBe("<p>Hello {{customerName}},</p><p>Invoice #{{saleNumber}}, {{amount}} to pay. Pay by card: {{link}}</p><p>{{businessName}}</p>");
    expect(defaultTemplate(NotificationTrigger.SendPaymentLink, "sms")).toEqual({
      subject: "",
      body: "{{businessName}}: invoice #{{saleNumber}}, {{amount}} to pay. Pay by card: {{link}}",
    });
  });
});
