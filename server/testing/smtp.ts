import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  text: string;
  /** The whole message read by a MIME parser: its parts (HTML, plain text), attachments and headers. */
  parse(): Promise<ParsedMail>;
};

/**
 * A real SMTP server on loopback that keeps what it receives, for tests to read. `refuse` names the
 * addresses it answers with a permanent 550 ("no such mailbox"), as a real server does. `saveTo`: each
 * message is also written there as an .eml file named by the time it came (the end-to-end server's
 * sink, whose messages the tests read from other processes).
 */
export async function startSmtpSink({ refuse, saveTo }: { refuse?: (address: string) => boolean; saveTo?: string } = {}) {
  const received: ReceivedMail[] = [];
  if (saveTo) mkdirSync(saveTo, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse?.(address.address)) return callback(Object.assign(new Error("5.1.1 No such mailbox here"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        const [head = "", ...body] = raw.split(/\r?\n\r?\n/);
        const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? "";
        if (saveTo) writeFileSync(path.join(saveTo, `${new Date().toISOString().replace(/[:.]/g, "-")}-smtp-${received.length + 1}.eml`), raw.replace(/\r\n/g, "\n"));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
          text: decodeBody(head, body.join("\n\n")),
          parse: () => simpleParser(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    /** Waits until `count` messages have arrived. */
    async waitFor(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeBody(head: string, body: string): string {
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    return body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/**
 * A mail server that accepts connections and never says a word: the failure that keeps a client
 * waiting for its whole timeout, unlike a closed port, which fails at once.
 */
export async function startSilentSmtp() {
  const { createServer } = await import("node:net");
  const sockets = new Set<import("node:net").Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** How many connections it is holding open now. */
    connections: () => sockets.size,
    /** Hangs up on every client it holds, which then fails at once. */
    hangUp: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
