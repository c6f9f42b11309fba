// The hand-over between the boot script and the app: the boot script (boot.ts) sends the first
// screen's GETs while the app's code is still downloading, and the app's client takes each answer
// instead of asking again. Both bundles hold a copy of this file; the window carries the state.

/** An answer the boot script asked for, with the token it was sent with. */
export interface EarlyResponse {
  token: string;
  response: Promise<Response>;
}

interface EarlyChannel {
  /** Closed once the app has started: a boot script that runs later sends nothing. */
  open: boolean;
  /** By request URL (/api/… with its query), each taken at most once. */
  responses: Map<string, EarlyResponse>;
}

const channelKey = "__washdeskEarly";
type WithChannel = typeof globalThis & { [channelKey]?: EarlyChannel };

function channel(open: boolean): EarlyChannel {
  const host = globalThis as WithChannel;
  return (host[channelKey] ??= { open, responses: new Map() });
}

/** Boot side: where to leave answers, or null when the app has already started without them. */
export function openEarlyChannel(): Map<string, EarlyResponse> | null {
  const early = channel(true);
  return early.open ? early.responses : null;
}

/**
 * App side: the boot script's answer to this GET, if it sent one with the token the app holds now.
 * An answer sent with another token stays for `closeEarlyChannel`, which still reads its headers.
 */
export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | undefined {
  const responses = channel(false).responses;
  const early = responses.get(url);
  if (!early || early.token !== token) return undefined;
  responses.delete(url);
  return early.response;
}

/** App side, once its first requests are out: nothing more comes in, and what nobody took is handed back. */
export function closeEarlyChannel(): EarlyResponse[] {
  const early = channel(false);
  early.open = false;
  const left = [...early.responses.values()];
  early.responses.clear();
  return left;
}
