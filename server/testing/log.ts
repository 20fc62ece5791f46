import pino from "pino";

export type LogLine = { level: number; msg: string } & Record<string, unknown>;

/** A real pino logger whose JSON lines the test can read. */
export function capturingLogger(level = "debug") {
  const lines: LogLine[] = [];
  const logger = pino({ level, base: undefined }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines, at: (name: "debug" | "info" | "warn" | "error") => lines.filter((l) => l.level === pino.levels.values[name]) };
}
