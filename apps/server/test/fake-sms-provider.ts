import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface SmsProviderCall {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

type Answer = { status: number; body: unknown } | "hang";

/** A local stand-in for Twilio's Messages API: records each call and answers what the test says. */
export async function startFakeSmsProvider() {
  const calls: SmsProviderCall[] = [];
  const control: { answer: (call: SmsProviderCall) => Answer } = {
    answer: () => ({ status: 201, body: { sid: `SM${calls.length}`, status: "queued" } }),
  };
  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const call: SmsProviderCall = {
        method: request.method ?? "",
        path: request.url ?? "",
        authorization: request.headers.authorization,
        contentType: request.headers["content-type"],
        form: Object.fromEntries(new URLSearchParams(text)),
      };
      calls.push(call);
      const answer = control.answer(call);
      // "hang": never answer, as a provider that accepted the connection and stalled.
      if (answer === "hang") return;
      response.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    control,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
