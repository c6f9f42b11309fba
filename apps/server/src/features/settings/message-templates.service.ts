import { z } from "zod";
import {
  defaultTemplate,
  escapeHtml,
  messageTemplateProblems,
  renderTemplate,
  TEMPLATE_CHANNELS,
  TEMPLATE_TRIGGERS,
  TEMPLATE_VARIABLES,
  templateVariablesOf,
  type MessageTemplate,
  type MessageTemplates,
  type MessageTemplateUpdate,
  type NotificationTrigger,
  type TemplateChannel,
  type TemplateValues,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { badRequest } from "../../platform/errors";
import { htmlToPlainText, sanitizeEmailHtml } from "../../platform/mail/email-html";
import { readSettings } from "./settings.repository";
import { readShopSettings } from "./settings.service";
import { writeSettings } from "./settings-write";

export const MESSAGE_TEMPLATES_KEY = "messageTemplates";

/** What is stored of a template the shop has written; a slot never written uses the default words. */
const storedTemplateSchema = z.object({
  trigger: z.number().int(),
  channel: z.enum(["sms", "email"]),
  enabled: z.boolean(),
  subject: z.string(),
  body: z.string(),
});
type StoredTemplate = z.infer<typeof storedTemplateSchema>;
const storedSchema = z.object({ templates: z.array(storedTemplateSchema) });

/** The written templates; what no longer passes the rules is dropped (its slot goes back to the default words). */
function writtenTemplates(stored: Record<string, unknown> | undefined): StoredTemplate[] {
  const parsed = storedSchema.safeParse(stored ?? { templates: [] });
  return parsed.success ? parsed.data.templates : [];
}

const sameSlot = (a: { trigger: number; channel: string }, trigger: NotificationTrigger, channel: TemplateChannel) =>
  a.trigger === trigger && a.channel === channel;

/** Every slot, trigger by trigger, text first: the written words or the default ones (on). */
function templatesView(written: readonly StoredTemplate[]): MessageTemplates {
  const templates: MessageTemplate[] = [];
  for (const { value: trigger, label } of TEMPLATE_TRIGGERS) {
    for (const channel of TEMPLATE_CHANNELS) {
      const own = written.find((t) => sameSlot(t, trigger, channel));
      const words = own ?? { ...defaultTemplate(trigger, channel), enabled: true };
      templates.push({
        trigger,
        channel,
        label,
        enabled: words.enabled,
        subject: words.subject,
        body: words.body,
        isDefault: own === undefined,
        variables: templateVariablesOf(trigger).map((name) => ({ name, label: TEMPLATE_VARIABLES[name].label })),
      });
    }
  }
  return { templates };
}

export async function readMessageTemplates(db: Executor): Promise<MessageTemplates> {
  return templatesView(writtenTemplates((await readSettings(db, [MESSAGE_TEMPLATES_KEY])).get(MESSAGE_TEMPLATES_KEY)));
}

/**
 * One template's new words. Unknown or open variables are refused on their field; an e-mail's HTML
 * is cleaned to the editor's safe subset before it is stored, so nothing a browser would run is
 * ever kept or sent.
 */
export function updateMessageTemplate(
  deps: AppDeps,
  auth: AuthContext,
  key: { trigger: NotificationTrigger; channel: TemplateChannel },
  input: MessageTemplateUpdate,
  ip: string,
): Promise<MessageTemplates> {
  const words = {
    enabled: input.enabled,
    subject: key.channel === "email" ? input.subject : "",
    body: key.channel === "email" ? sanitizeEmailHtml(input.body) : input.body,
  };
  const problems = messageTemplateProblems(key.trigger, key.channel, words);
  if (words.body.trim() === "" && input.body.trim() !== "")
    problems.push({ field: "body", message: "Write the message: the e-mail holds nothing once cleaned." });
  if (problems.length > 0) throw badRequest(problems[0]!.message, { fields: problems });
  return writeSettings(deps, auth, ip, {
    section: MESSAGE_TEMPLATES_KEY,
    keys: [MESSAGE_TEMPLATES_KEY],
    change: async (_tx, stored) => {
      const written = writtenTemplates(stored.get(MESSAGE_TEMPLATES_KEY));
      const before = written.find((t) => sameSlot(t, key.trigger, key.channel)) ?? { ...defaultTemplate(key.trigger, key.channel), enabled: true };
      const next = [...written.filter((t) => !sameSlot(t, key.trigger, key.channel)), { trigger: key.trigger, channel: key.channel, ...words }];
      const label = TEMPLATE_TRIGGERS.find((t) => t.value === key.trigger)!.label;
      const slot = `${label} (${key.channel === "sms" ? "SMS" : "e-mail"})`;
      return {
        before: { template: slot, enabled: before.enabled, subject: before.subject, body: before.body },
        after: templatesView(next),
        logged: { template: slot, ...words },
        stored: { [MESSAGE_TEMPLATES_KEY]: { templates: next } },
      };
    },
  });
}

/** A message made from a template: a text's words, or an e-mail's subject, HTML and plain-text part. */
export type RenderedMessage = { channel: "sms"; body: string } | { channel: "email"; subject: string; html: string; body: string };

/**
 * The message a trigger sends on a channel with these values, or null when the shop turned the
 * template off. The shop's name and phone are filled in unless given. Values are printed as text:
 * in an e-mail they are escaped into the HTML.
 */
export async function renderMessage(
  db: Executor,
  trigger: NotificationTrigger,
  channel: TemplateChannel,
  values: TemplateValues,
): Promise<RenderedMessage | null> {
  const template = (await readMessageTemplates(db)).templates.find((t) => sameSlot(t, trigger, channel))!;
  if (!template.enabled) return null;
  const { utility, website } = await readShopSettings(db);
  values = { businessName: utility.businessName || "WashDesk", businessPhone: website.phone, ...values };
  if (channel === "sms") return { channel, body: renderTemplate(template.body, values) };
  const html = renderTemplate(template.body, values, escapeHtml);
  return { channel, subject: renderTemplate(template.subject, values), html, body: htmlToPlainText(html) };
}
