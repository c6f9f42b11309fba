import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The user the client signed in as. */
  user: string | undefined;
  subject: string;
  text: string;
  /** The message's header block, folded lines joined. */
  head: string;
}

/**
 * A real SMTP server on a random local port that keeps what it receives. Plain text only (no
 * STARTTLS, so no test certificate); it can refuse recipients for good (550) or every message for now (451).
 */
export async function startFakeSmtpServer(credentials = { user: "shop", pass: "secret" }) {
  const received: ReceivedMail[] = [];
  const control = { rejectedRecipients: new Set<string>(), busy: false };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, callback) {
      if (control.rejectedRecipients.has(address.address)) callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (control.busy) return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        const raw = Buffer.concat(chunks).toString("utf8");
        const { mailFrom, rcptTo } = session.envelope;
        received.push({ from: mailFrom ? mailFrom.address : "", to: rcptTo.map((r) => r.address), user: userOf(session.user), ...parse(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
    received,
    control,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

function userOf(user: unknown): string | undefined {
  return typeof user === "string" ? user : undefined;
}

/** Enough MIME for the short ASCII messages of the tests: the Subject header and the 7-bit body. */
function parse(raw: string): { subject: string; text: string; head: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const subject = /^Subject: (.*)$/im.exec(head)?.[1] ?? "";
  return { subject, text: raw.slice(split + 4).replace(/\r\n$/, ""), head };
}
