/**
 * The operator channel of a site on the embedded database: a Unix socket at DATA_DIR/run/control.sock
 * through which `npm run cli` hands create-user, invite and reset-link to the running site, which alone
 * may open the database. Only the site's own user can reach it (folder 0700, socket 0600); it is not a
 * TCP port and not an HTTP route, so no visitor can.
 */
import { chmod, mkdir, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import type { Logger } from "pino";

export type ControlRequest = { argv: string[]; stdin: string };
export type ControlAnswer = { ok: true; output: string } | { ok: false; error: string; usage: boolean };

export const controlSocketPath = (dataDir: string) => path.join(dataDir, "run", "control.sock");

const MAX_REQUEST_BYTES = 64 * 1024;
/** A Unix socket's address holds at most 107 bytes on Linux (103 on macOS). */
const MAX_SOCKET_PATH_BYTES = 100;

/**
 * Listens on the control socket; `run` answers each request. Only call this while holding the embedded
 * database's lock: a socket file left there is then a crashed site's, and is replaced. Resolves to
 * undefined (after a warning) where no socket can be made, e.g. a DATA_DIR path too long for one.
 */
export async function serveControlSocket({ dataDir, run, logger }: { dataDir: string; run: (request: ControlRequest) => Promise<ControlAnswer>; logger: Logger }) {
  const file = controlSocketPath(dataDir);
  if (process.platform === "win32" || Buffer.byteLength(file) > MAX_SOCKET_PATH_BYTES) {
    logger.warn({ file }, "no operator channel for the CLI (DATA_DIR's path is too long for a Unix socket); stop the site to run CLI commands");
    return undefined;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await chmod(path.dirname(file), 0o700);
  await rm(file, { force: true });
  const server = net.createServer((socket) => {
    socket.setTimeout(60_000, () => socket.destroy());
    let received = "";
    socket.setEncoding("utf8");
    socket.on("error", () => undefined);
    socket.on("data", (chunk: string) => {
      received += chunk;
      if (received.length > MAX_REQUEST_BYTES) {
        socket.destroy();
        return;
      }
      const end = received.indexOf("\n");
      if (end < 0) return;
      socket.removeAllListeners("data");
      void answer(received.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  async function answer(line: string): Promise<ControlAnswer> {
    let request: ControlRequest;
    try {
      request = JSON.parse(line) as ControlRequest;
      if (!Array.isArray(request.argv) || !request.argv.every((a) => typeof a === "string") || typeof request.stdin !== "string") throw new Error();
    } catch {
      return { ok: false, error: "The request was not understood.", usage: true };
    }
    return run(request);
  }
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => {
      server.off("error", reject);
      resolve();
    });
  });
  await chmod(file, 0o600);
  logger.debug({ file }, "operator channel open");
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(file, { force: true });
    },
  };
}

/** The running site's operator channel, or null when no site listens on it. */
export function connectToRunningSite(dataDir: string): Promise<net.Socket | null> {
  const file = controlSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.connect(file);
    socket.once("connect", () => {
      socket.off("error", onError);
      resolve(socket);
    });
    const onError = (error: NodeJS.ErrnoException) => {
      // No socket, or one a crashed site left: nobody is running.
      if (["ENOENT", "ECONNREFUSED", "ENOTSOCK"].includes(error.code ?? "")) resolve(null);
      else if (error.code === "EACCES") reject(new Error(`The site is running, but its operator channel (${file}) belongs to another user: run the command as the user the site runs as.`));
      else reject(error);
    };
    socket.once("error", onError);
  });
}

/** Sends one command to the running site and returns its answer. */
export function askRunningSite(socket: net.Socket, request: ControlRequest): Promise<ControlAnswer> {
  return new Promise((resolve, reject) => {
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.once("error", reject);
    socket.once("end", () => {
      try {
        resolve(JSON.parse(received) as ControlAnswer);
      } catch {
        reject(new Error("The running site closed the operator channel without an answer; see its log."));
      }
    });
    socket.write(`${JSON.stringify(request)}\n`);
  });
}
