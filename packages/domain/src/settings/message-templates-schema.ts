import { z } from "zod";
import { NotificationTrigger } from "../enums/notifications";
import { hasControlCharacter, limitMessages, messages } from "../validation";
import { TEMPLATE_CHANNELS, TEMPLATE_TRIGGERS, templateProblem, type TemplateChannel } from "./message-templates";

/** A text is at most ten segments; an e-mail's HTML stays well under what mail servers accept. */
export const TEMPLATE_SMS_MAX = 1_600;
export const TEMPLATE_EMAIL_MAX = 50_000;
export const TEMPLATE_SUBJECT_MAX = 200;

const triggerValues = TEMPLATE_TRIGGERS.map((t) => t.value);

/** Which template: a trigger value (2002 once) and a channel, as the route's path names them. */
export const messageTemplateKeySchema = z.object({
  trigger: z.coerce
    .number()
    .int()
    .refine((value) => triggerValues.includes(value as NotificationTrigger), { error: "Choose a notification trigger from the list." })
    .transform((value) => value as NotificationTrigger),
  channel: z.enum(TEMPLATE_CHANNELS as [TemplateChannel, ...TemplateChannel[]], { error: "Choose SMS or e-mail." }),
});

const templateText = (max: number) =>
  z
    .string({ error: messages.required })
    .max(max, { error: limitMessages.textTooLong(max), abort: true })
    .refine((value) => !hasControlCharacter(value), { error: limitMessages.controlCharacter });

/** What the editor saves of one template; the variables are checked against the trigger on the server. */
export const messageTemplateUpdateSchema = z.object({
  enabled: z.boolean(),
  subject: templateText(TEMPLATE_SUBJECT_MAX).trim(),
  body: templateText(TEMPLATE_EMAIL_MAX).trim().min(1, { error: messages.required }),
});
export type MessageTemplateUpdate = z.infer<typeof messageTemplateUpdateSchema>;

/**
 * Why one template's words cannot be saved, per field, in the editor's words: unknown or open
 * variables, a text longer than ten segments, an e-mail without a subject.
 */
export function messageTemplateProblems(
  trigger: NotificationTrigger,
  channel: TemplateChannel,
  input: Pick<MessageTemplateUpdate, "subject" | "body">,
): { field: "subject" | "body"; message: string }[] {
  const problems: { field: "subject" | "body"; message: string }[] = [];
  if (channel === "email") {
    if (input.subject === "") problems.push({ field: "subject", message: messages.required });
    const subject = templateProblem(input.subject, trigger);
    if (subject) problems.push({ field: "subject", message: subject });
  }
  if (channel === "sms" && input.body.length > TEMPLATE_SMS_MAX) problems.push({ field: "body", message: limitMessages.textTooLong(TEMPLATE_SMS_MAX) });
  const body = templateProblem(input.body, trigger);
  if (body) problems.push({ field: "body", message: body });
  return problems;
}

export const messageTemplateSchema = z.object({
  trigger: z.number().int(),
  channel: z.enum(["sms", "email"]),
  /** "After terminal order / After cash payment". */
  label: z.string(),
  enabled: z.boolean(),
  subject: z.string(),
  body: z.string(),
  /** The shop has not written its own words: these are the default ones. */
  isDefault: z.boolean(),
  /** The variables the editor lists, with their labels. */
  variables: z.array(z.object({ name: z.string(), label: z.string() })),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const messageTemplatesSchema = z.object({ templates: z.array(messageTemplateSchema) });
export type MessageTemplates = z.infer<typeof messageTemplatesSchema>;
