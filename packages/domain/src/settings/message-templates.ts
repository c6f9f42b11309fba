// Message templates (docs/product.md §3 Notification triggers): the words a shop sends on each
// trigger, by text and by e-mail, with variables written {{name}}. The variables a trigger offers
// are listed beside the editor; any other name is refused when the template is saved, so a typo
// never reaches a customer as "{{custmer}}".
import { NotificationTrigger, notificationTriggerOptions } from "../enums/notifications";

export type TemplateChannel = "sms" | "email";
export const TEMPLATE_CHANNELS: readonly TemplateChannel[] = ["sms", "email"];

/** Every variable a template may use: what the editor lists and the sample the preview shows. */
export const TEMPLATE_VARIABLES = {
  customerName: { label: "Customer's name", sample: "Jordan Lee" },
  businessName: { label: "Business name", sample: "Sparkle Car Wash" },
  businessPhone: { label: "Business phone", sample: "(555) 010-0100" },
  saleNumber: { label: "Sale number", sample: "1042" },
  amount: { label: "Amount", sample: "$42.50" },
  link: { label: "Link", sample: "https://sparkle.example/pay/3f9c" },
  vehicle: { label: "Vehicle", sample: "2021 Toyota Camry (Silver)" },
  appointmentTime: { label: "Appointment date and time", sample: "Sat 05 Dec, 2026 at 10:30 AM" },
  services: { label: "Services", sample: "Full Detail, Tire Shine" },
  receipt: {
    label: "The receipt: in full by e-mail (lines, totals, payments), in one line by text",
    sample: "Receipt #1042 · Full Detail $40.00 · Tire Shine $2.50 · Total $42.50 · Paid (Cash) $42.50",
  },
} as const;
export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES;

const SHOP: readonly TemplateVariable[] = ["customerName", "businessName", "businessPhone"];
const SALE: readonly TemplateVariable[] = [...SHOP, "saleNumber", "amount", "vehicle", "receipt"];
const APPOINTMENT: readonly TemplateVariable[] = [...SHOP, "vehicle", "appointmentTime", "services", "link"];

/** The variables each trigger offers, by its stored value (2002 stands for two names and has one template). */
const VARIABLES_OF: Record<NotificationTrigger, readonly TemplateVariable[]> = {
  [NotificationTrigger.SendReviewLink]: [...SHOP, "link"],
  [NotificationTrigger.SendPaymentLink]: [...SALE, "link"],
  [NotificationTrigger.AfterInvoicePayment]: SALE,
  [NotificationTrigger.AfterOrderCompleted]: SALE,
  [NotificationTrigger.AfterCreditCardOrder]: SALE,
  [NotificationTrigger.AfterRefund]: SALE,
  [NotificationTrigger.AfterTerminalOrder]: SALE,
  [NotificationTrigger.AfterAppointmentMade]: APPOINTMENT,
  [NotificationTrigger.AfterAppointmentConfirmed]: APPOINTMENT,
  [NotificationTrigger.AdminAppointment]: APPOINTMENT,
  [NotificationTrigger.AppointmentReminder]: APPOINTMENT,
  [NotificationTrigger.AfterAppointmentCancelled]: APPOINTMENT,
  [NotificationTrigger.AfterAppointmentRescheduled]: APPOINTMENT,
  [NotificationTrigger.AfterAppointmentMissed]: APPOINTMENT,
};

export const templateVariablesOf = (trigger: NotificationTrigger): readonly TemplateVariable[] => VARIABLES_OF[trigger];

/** One template slot per distinct trigger value, with its label ("After terminal order / After cash payment"). */
export const TEMPLATE_TRIGGERS = notificationTriggerOptions();

export type TemplateValues = Partial<Record<TemplateVariable, string>>;

const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names written between {{ and }}, in order, each once. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1]!))];
}

/** A "{{" or "}}" left without its other half, once the whole variables are taken out. */
export const hasOpenBraces = (text: string): boolean => /\{\{|\}\}/.test(text.replace(VARIABLE, ""));

/** The names a template uses that its trigger does not offer. */
export function unknownVariables(text: string, trigger: NotificationTrigger): string[] {
  const offered = new Set<string>(VARIABLES_OF[trigger]);
  return variablesIn(text).filter((name) => !offered.has(name));
}

/** Characters that mean something in HTML, written as text. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/**
 * The template with each variable replaced by its value; a variable with no value reads as nothing.
 * An e-mail's HTML passes `escapeHtml`, so a customer named "<b>" is printed, never obeyed.
 */
export function renderTemplate(text: string, values: TemplateValues, escape: (value: string) => string = (v) => v): string {
  return text.replace(VARIABLE, (_, name: string) => escape(values[name as TemplateVariable] ?? ""));
}

/** The preview's values: every variable's sample. */
export const sampleTemplateValues = (): TemplateValues =>
  Object.fromEntries(Object.entries(TEMPLATE_VARIABLES).map(([name, v]) => [name, v.sample])) as TemplateValues;

export interface TemplateText {
  /** E-mail only. */
  subject: string;
  /** A text's words, or an e-mail's HTML. */
  body: string;
}

/** What a shop sends until it writes its own words: short, plain and signed with its name. */
const DEFAULT_SMS: Record<NotificationTrigger, string> = {
  [NotificationTrigger.SendReviewLink]: "{{businessName}}: thanks for your visit, {{customerName}}! How did we do? {{link}}",
  [NotificationTrigger.SendPaymentLink]: "{{businessName}}: invoice #{{saleNumber}}, {{amount}} to pay. Pay by card: {{link}}",
  [NotificationTrigger.AfterInvoicePayment]: "{{businessName}}: we received {{amount}} for invoice #{{saleNumber}}. Thank you!",
  [NotificationTrigger.AfterOrderCompleted]: "{{receipt}} Thank you for your visit!",
  [NotificationTrigger.AfterCreditCardOrder]: "{{businessName}}: card payment of {{amount}} for sale #{{saleNumber}} received. Thank you!",
  [NotificationTrigger.AfterRefund]: "{{businessName}}: {{amount}} refunded on sale #{{saleNumber}}.",
  [NotificationTrigger.AfterTerminalOrder]: "{{businessName}}: payment of {{amount}} for sale #{{saleNumber}} received. Thank you!",
  [NotificationTrigger.AfterAppointmentMade]: "{{businessName}}: your appointment on {{appointmentTime}} is booked. Confirm: {{link}}",
  [NotificationTrigger.AfterAppointmentConfirmed]: "{{businessName}}: your appointment on {{appointmentTime}} is confirmed. See you then!",
  [NotificationTrigger.AdminAppointment]: "New appointment: {{customerName}}, {{services}}, {{appointmentTime}}.",
  [NotificationTrigger.AppointmentReminder]: "{{businessName}}: reminder of your appointment on {{appointmentTime}}. Reply YES to confirm, or open {{link}}",
  [NotificationTrigger.AfterAppointmentCancelled]: "{{businessName}}: your appointment on {{appointmentTime}} is cancelled.",
  [NotificationTrigger.AfterAppointmentRescheduled]: "{{businessName}}: your appointment is moved to {{appointmentTime}}.",
  [NotificationTrigger.AfterAppointmentMissed]: "{{businessName}}: we missed you on {{appointmentTime}}. Reply or call {{businessPhone}} to book again.",
};

const DEFAULT_SUBJECT: Record<NotificationTrigger, string> = {
  [NotificationTrigger.SendReviewLink]: "How was your visit to {{businessName}}?",
  [NotificationTrigger.SendPaymentLink]: "{{businessName}}: invoice #{{saleNumber}}, {{amount}} to pay",
  [NotificationTrigger.AfterInvoicePayment]: "{{businessName}}: payment received for invoice #{{saleNumber}}",
  [NotificationTrigger.AfterOrderCompleted]: "Your receipt #{{saleNumber}} from {{businessName}}",
  [NotificationTrigger.AfterCreditCardOrder]: "{{businessName}}: payment received for sale #{{saleNumber}}",
  [NotificationTrigger.AfterRefund]: "{{businessName}}: refund on sale #{{saleNumber}}",
  [NotificationTrigger.AfterTerminalOrder]: "{{businessName}}: payment received for sale #{{saleNumber}}",
  [NotificationTrigger.AfterAppointmentMade]: "{{businessName}}: your appointment on {{appointmentTime}}",
  [NotificationTrigger.AfterAppointmentConfirmed]: "{{businessName}}: appointment confirmed",
  [NotificationTrigger.AdminAppointment]: "New appointment: {{customerName}}",
  [NotificationTrigger.AppointmentReminder]: "{{businessName}}: appointment reminder",
  [NotificationTrigger.AfterAppointmentCancelled]: "{{businessName}}: appointment cancelled",
  [NotificationTrigger.AfterAppointmentRescheduled]: "{{businessName}}: appointment moved",
  [NotificationTrigger.AfterAppointmentMissed]: "{{businessName}}: we missed you",
};

/** The words a trigger sends on a channel until the shop edits them. */
export function defaultTemplate(trigger: NotificationTrigger, channel: TemplateChannel): TemplateText {
  const words = DEFAULT_SMS[trigger];
  if (channel === "sms") return { subject: "", body: words };
  // The e-mailed receipt is the printed one, kept in columns.
  if (trigger === NotificationTrigger.AfterOrderCompleted) {
    return {
      subject: DEFAULT_SUBJECT[trigger],
      body: "<p>Hello {{customerName}},</p><p>Thank you for your visit! Here is your receipt.</p><pre>{{receipt}}</pre><p>{{businessName}}</p>",
    };
  }
  // An e-mail is signed at its foot, so the text's leading "Business name: " is left out.
  const unsigned = words.replace(/^\{\{businessName\}\}: /, "");
  const sentence = unsigned.charAt(0).toUpperCase() + unsigned.slice(1);
  return { subject: DEFAULT_SUBJECT[trigger], body: `<p>Hello {{customerName}},</p><p>${sentence}</p><p>{{businessName}}</p>` };
}

/** Why a template cannot be saved, in the editor's words, or null when it can. */
export function templateProblem(text: string, trigger: NotificationTrigger): string | null {
  const unknown = unknownVariables(text, trigger);
  if (unknown.length > 0) {
    const names = unknown.map((name) => `{{${name}}}`).join(", ");
    return `${unknown.length === 1 ? "Unknown variable" : "Unknown variables"} ${names}: use the variables listed beside the editor.`;
  }
  if (hasOpenBraces(text)) return "A variable is not closed: write it as {{customerName}}.";
  return null;
}

/**
 * The colours the e-mail editor offers (docs/product.md §9: a palette of 11), each dark enough to
 * read on a white e-mail (WCAG AA for normal text); the server keeps no other colour.
 */
export const EDITOR_COLOURS = [
  "#000000",
  "#495057",
  "#c92a2a",
  "#a61e4d",
  "#862e9c",
  "#5f3dc4",
  "#364fc7",
  "#1864ab",
  "#0b7285",
  "#087f5b",
  "#2b8a3e",
] as const;
