import { z } from "zod";
import { defineApi } from "../api/define-api";
import { pageQuerySchema } from "../api/api-schemas";
import { messageTemplateKeySchema, TEMPLATE_SMS_MAX } from "../settings/message-templates-schema";
import { TEMPLATE_VARIABLES, type TemplateVariable } from "../settings/message-templates";
import { DELIVERY_STATUSES } from "./delivery-status";
import { inboxRoutes } from "./inbox-routes";

/** A customer's id, or the number of an unknown conversation (ten digits or +E.164). */
export const conversationParamsSchema = z.object({
  conversation: z.union([z.uuid(), z.string().regex(/^\+?[0-9]{7,15}$/, "Not a conversation.")]),
});

export const conversationListQuerySchema = pageQuerySchema.extend({
  /** A customer's name or a phone number, in part. */
  search: z.string().trim().max(100).default(""),
});
export type ConversationListQuery = z.input<typeof conversationListQuerySchema>;

export const conversationSchema = z.object({
  /** What the thread's path names: the customer's id, or the number. */
  conversation: z.string(),
  customerId: z.string().nullable(),
  /** The customer's name; null for an unknown number. */
  name: z.string().nullable(),
  phone: z.string(),
  unknown: z.boolean(),
  unread: z.number().int(),
  lastMessage: z.object({ body: z.string(), at: z.string(), direction: z.enum(["in", "out"]) }),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationPageSchema = z.object({
  items: z.array(conversationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

const outgoingStatuses = ["pending", ...DELIVERY_STATUSES, "notSent"] as const;

export const threadMessageSchema = z.object({
  /** "in-12" or "out-40": inbound and outgoing rows have ids of their own. */
  key: z.string(),
  direction: z.enum(["in", "out"]),
  body: z.string(),
  at: z.string(),
  /** Outgoing only: what became of it (outgoingTextStatus); null for an inbound text. */
  status: z.enum(outgoingStatuses).nullable(),
  /** Outgoing only: the provider's or the outbox's error. */
  error: z.string().nullable(),
  /** Outgoing only: who wrote it, when a person did. */
  by: z.string().nullable(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const threadSchema = z.object({
  conversation: z.string(),
  customerId: z.string().nullable(),
  name: z.string().nullable(),
  phone: z.string(),
  unknown: z.boolean(),
  /** The number's latest word on texts was STOP: automated and bulk texts are not sent; a reply still is. */
  optedOut: z.boolean(),
  unread: z.number().int(),
  /** Oldest first; the latest THREAD_LIMIT messages. */
  messages: z.array(threadMessageSchema),
});
export type Thread = z.infer<typeof threadSchema>;

/** The most messages a thread answers: the latest ones. */
export const THREAD_LIMIT = 200;

const templateVariableNames = Object.keys(TEMPLATE_VARIABLES) as [TemplateVariable, ...TemplateVariable[]];

/** A reply: words written, or a text template with the values of its variables (rendered by the server). */
export const replySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("text"), body: z.string().trim().min(1, "Write the reply.").max(TEMPLATE_SMS_MAX) }),
  z.object({
    kind: z.literal("template"),
    trigger: messageTemplateKeySchema.shape.trigger,
    values: z.partialRecord(z.enum(templateVariableNames), z.string().max(500)).default({}),
  }),
]);
export type ReplyInput = z.input<typeof replySchema>;

export const linkSchema = z.object({ customerId: z.uuid() });

export const inboxApi = defineApi("inbox", inboxRoutes, {
  conversations: {
    summary: "Text conversations, one per customer or unknown number: unread first, then the latest; searched by name or phone; paginated",
    querystring: conversationListQuerySchema,
    response: conversationPageSchema,
  },
  unread: { summary: "How many inbound texts nobody has read (the navigation's count)", response: z.object({ unread: z.number().int() }) },
  thread: {
    summary: "A conversation's texts, inbound and outgoing in time order, each outgoing one with its delivery status",
    params: conversationParamsSchema,
    response: threadSchema,
  },
  markRead: { summary: "Marks a conversation's inbound texts read by the caller", params: conversationParamsSchema, response: threadSchema },
  reply: {
    summary: "Texts the conversation a reply (words or a template), queued in the outbox; recorded as SendSms",
    params: conversationParamsSchema,
    body: z.object({ reply: replySchema }),
    response: threadSchema,
  },
  link: {
    summary: "Gives an unknown number's texts to a customer; the conversation becomes the customer's",
    params: conversationParamsSchema,
    body: linkSchema,
    response: threadSchema,
  },
});
