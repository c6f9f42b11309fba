import { headers, screenMetaName } from "@washdesk/domain";
import { clientToken } from "../api/api-url";
import { readStationRegisterId } from "../features/registers/station-storage";
import { tokenKey } from "../session/token-storage";
import { bootRequest, type BootRequest } from "./boot-requests";
import { openEarlyChannel } from "./early-responses";

// The boot script: about 2 kB that index.html runs inline before the app (see
// vite-boot-script.ts). On a signed-in screen it sends, at once, what the app would otherwise only
// ask for once its own code had downloaded and run: the screen's first data. The screen's files
// are already on their way: the server wrote a preload of each into the page (the server's
// platform/screen-pages.ts), with a meta tag naming the screen.

function storedToken(): string | null {
  try {
    return localStorage.getItem(tokenKey);
  } catch {
    return null;
  }
}

interface Answer {
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
}

/**
 * One of the app's GETs answered from the boot request's answer, as that GET's own answer would
 * be: its part of the body in the same envelope, with the rotated token if there was one. A refusal
 * (an expired session, say) is every part's refusal. A part left out (tiles the user may not
 * search) fails, so the app asks itself and hears why.
 */
async function answerOf(answer: Promise<Answer>, part: Exclude<BootRequest["answers"][number]["part"], "whole">): Promise<Response> {
  const { status, statusText, headers: received, text } = await answer;
  const init = { status, statusText, headers: new Headers({ "content-type": "application/json" }) };
  const rotated = received.get(headers.accessToken);
  if (rotated) init.headers.set(headers.accessToken, rotated);
  if (status !== 200) return new Response(text, init);
  const envelope = JSON.parse(text) as { body: Record<string, unknown> };
  const body = envelope.body[part];
  if (body === null || body === undefined) throw new Error(`The boot request's answer has no ${part}.`);
  return new Response(JSON.stringify({ ...envelope, body }), init);
}

function boot(): void {
  const token = storedToken();
  // No meta tag: the login page, an address no screen has, or a page served without the server.
  if (token === null || !document.querySelector(`meta[name="${screenMetaName}"]`)) return;
  const early = openEarlyChannel();
  if (!early) return;
  const requestHeaders = { [headers.clientToken]: clientToken, Accept: "application/json", Authorization: `Bearer ${token}` };
  const request = bootRequest(window.location.pathname, readStationRegisterId());
  const sent = fetch(request.url, { headers: requestHeaders });
  // Read once, for the parts; a whole answer goes to the app unread.
  let answer: Promise<Answer> | undefined;
  const read = () =>
    (answer ??= sent.then(async (response) => ({
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      text: await response.text(),
    })));
  for (const { url, part } of request.answers) {
    const response = part === "whole" ? sent : answerOf(read(), part);
    // Nobody may take a failed one: the app then asks itself, and reports.
    response.catch(() => undefined);
    early.set(url, { token, response });
  }
}

boot();
