import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the two parts of Stripe a payment link uses, speaking Stripe's protocol:
 * POST /v1/checkout/sessions (form-encoded, Bearer secret key, a JSON Checkout Session back),
 * GET /v1/checkout/sessions/:id, and a payment page at the session's url. Paying there (or
 * complete() from a test) marks the session paid and delivers checkout.session.completed to the
 * server's webhook, signed as Stripe signs (t=…,v1=HMAC-SHA256 of "t.body" with the signing secret).
 */
export interface FakeStripeOptions {
  /** Where events are delivered: the server's /api/webhooks/stripe. */
  webhookUrl: string;
  /** The webhook signing secret the server's payment profile holds. */
  webhookSecret: string;
  port?: number;
}

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  livemode: false;
  created: number;
}

export interface FakeStripeCall {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/** Stripe's form encoding (a[b][0][c]=v) read back into a flat map of its keys. */
const formOf = (text: string) => Object.fromEntries(new URLSearchParams(text));

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json", "request-id": newId("req") }).end(JSON.stringify(body));
}

const stripeError = (message: string, type = "invalid_request_error") => ({ error: { type, message } });

/** Stripe's signature header for a payload, at a time (seconds). */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

export async function startFakeStripe(options: FakeStripeOptions) {
  const sessions = new Map<string, FakeCheckoutSession>();
  const calls: FakeStripeCall[] = [];
  const deliveries: { eventId: string; status: number }[] = [];
  let baseUrl = "";

  function createSession(form: Record<string, string>): FakeCheckoutSession | string {
    const unitAmount = Number(form["line_items[0][price_data][unit_amount]"]);
    const quantity = Number(form["line_items[0][quantity]"] ?? 1);
    if (!Number.isInteger(unitAmount) || unitAmount < 50) return "line_items[0][price_data][unit_amount]: an integer of at least 50 cents is required";
    if (!form.success_url) return "Missing required param: success_url.";
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match) metadata[match[1]!] = value;
    }
    const id = newId("cs");
    const session: FakeCheckoutSession = {
      id,
      object: "checkout.session",
      amount_total: unitAmount * quantity,
      amount_subtotal: unitAmount * quantity,
      currency: form["line_items[0][price_data][currency]"] ?? "usd",
      mode: form.mode ?? "payment",
      status: "open",
      payment_status: "unpaid",
      client_reference_id: form.client_reference_id ?? null,
      metadata,
      success_url: form.success_url,
      cancel_url: form.cancel_url ?? "",
      url: `${baseUrl}/c/pay/${id}`,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    sessions.set(id, session);
    return session;
  }

  /** An event as Stripe sends it, around a Checkout Session. */
  function eventFor(session: FakeCheckoutSession, type = "checkout.session.completed") {
    return {
      id: newId("evt"),
      object: "event",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: session },
    };
  }

  /** Posts an event to the server's webhook, signed with the secret (or another, or a given header). */
  async function deliver(event: { id: string }, sign: { secret?: string; header?: string; timestamp?: number } = {}) {
    const payload = JSON.stringify(event);
    const header = sign.header ?? stripeSignature(payload, sign.secret ?? options.webhookSecret, sign.timestamp);
    const response = await fetch(options.webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "stripe-signature": header,
        "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      },
      body: payload,
    });
    deliveries.push({ eventId: event.id, status: response.status });
    return { status: response.status, body: await response.text() };
  }

  /** The customer paid: the session is paid and its completed event is delivered. */
  async function complete(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no Checkout Session ${sessionId}`);
    session.status = "complete";
    session.payment_status = "paid";
    const event = eventFor(session);
    return { event, delivery: await deliver(event) };
  }

  const paymentPage = (session: FakeCheckoutSession) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test card payment</title></head>
<body><main><h1>Test card payment</h1>
<p>Amount: $${(session.amount_total / 100).toFixed(2)}</p>
<form method="post" action="/c/pay/${session.id}"><button type="submit">Pay $${(session.amount_total / 100).toFixed(2)}</button></form>
<p><a href="${session.cancel_url}">Back</a></p></main></body></html>`;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const text = await readBody(request);
      if (url.pathname.startsWith("/v1/")) {
        const call: FakeStripeCall = { method: request.method ?? "", path: url.pathname, authorization: request.headers.authorization, form: formOf(text) };
        calls.push(call);
        if (!/^Bearer sk_(test|live)_\S+$/.test(call.authorization ?? "")) {
          return json(response, 401, stripeError("Invalid API Key provided.", "invalid_request_error"));
        }
        if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
          const created = createSession(call.form);
          return typeof created === "string" ? json(response, 400, stripeError(created)) : json(response, 200, created);
        }
        const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
        if (request.method === "GET" && match) {
          const session = sessions.get(match[1]!);
          return session ? json(response, 200, session) : json(response, 404, stripeError(`No such checkout.session: '${match[1]}'`));
        }
        return json(response, 404, stripeError(`Unrecognized request URL (${request.method}: ${url.pathname}).`));
      }
      const page = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
      const session = page ? sessions.get(page[1]!) : undefined;
      if (!session) return response.writeHead(url.pathname === "/health" ? 200 : 404).end(url.pathname === "/health" ? "ok" : "not found");
      if (request.method === "GET") return response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(paymentPage(session));
      await complete(session.id);
      response.writeHead(303, { location: session.success_url }).end();
    })().catch((error: unknown) => json(response, 500, stripeError(String(error), "api_error")));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    calls,
    sessions,
    deliveries,
    eventFor,
    deliver,
    complete,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
