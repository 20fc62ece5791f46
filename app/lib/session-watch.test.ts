import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HARD_LIMIT_MS, INACTIVITY_MS, type PingResult, WARNING_MS, startSessionWatch } from "./session-watch.ts";

const MINUTE = 60_000;

function watch({ signedInAgo = 0, pingResult = "ok" as PingResult } = {}) {
  const target = new EventTarget();
  const onExpire = vi.fn();
  const onWarn = vi.fn();
  const ping = vi.fn(async () => pingResult);
  const stop = startSessionWatch({ signedInAt: Date.now() - signedInAgo, onExpire, onWarn, ping, target });
  const act = (type = "mousemove") => target.dispatchEvent(new Event(type));
  return { onExpire, onWarn, ping, stop, act };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2025-06-01T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("inactivity", () => {
  it("logs out after 900000 ms without activity, not a moment before", () => {
    const { onExpire } = watch();
    vi.advanceTimersByTime(INACTIVITY_MS - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledExactlyOnceWith("inactive");
  });

  it.each(["mousemove", "keydown", "scroll", "input", "pointerdown"])("counts %s as activity (typing and touches on a phone too)", (type) => {
    const { onExpire, act } = watch();
    vi.advanceTimersByTime(10 * MINUTE);
    act(type);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onExpire).toHaveBeenCalledExactlyOnceWith("inactive");
  });

  it("warns a minute before the idle sign-out, and takes the warning back when activity returns", () => {
    const { onExpire, onWarn, act } = watch();
    vi.advanceTimersByTime(INACTIVITY_MS - WARNING_MS - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledExactlyOnceWith(true);
    act("pointerdown");
    expect(onWarn).toHaveBeenLastCalledWith(false);
    // A whole new quarter of an hour from the activity: the warning again, then the sign-out.
    vi.advanceTimersByTime(INACTIVITY_MS - WARNING_MS);
    expect(onWarn).toHaveBeenLastCalledWith(true);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(WARNING_MS);
    expect(onExpire).toHaveBeenCalledExactlyOnceWith("inactive");
    expect(onWarn).toHaveBeenCalledTimes(3);
  });

  it("does not count other events, such as clicks without a mouse move", () => {
    const { onExpire, act } = watch();
    vi.advanceTimersByTime(10 * MINUTE);
    act("click");
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onExpire).toHaveBeenCalledExactlyOnceWith("inactive");
  });

  it("ends the session on the first activity after a sleep longer than the limit instead of extending it", () => {
    const { onExpire, act } = watch();
    // The machine slept: the clock moved on but no timer ran.
    vi.setSystemTime(Date.now() + INACTIVITY_MS + 5_000);
    act();
    expect(onExpire).toHaveBeenCalledExactlyOnceWith("inactive");
  });
});

describe("hard limit", () => {
  it("logs out at 14400000 ms since sign-in, found by the check that runs every 60000 ms, even while active", () => {
    const { onExpire, act } = watch({ signedInAgo: HARD_LIMIT_MS - 90_000 });
    vi.advanceTimersByTime(60_000);
    act();
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(onExpire).toHaveBeenCalledExactlyOnceWith("limit");
  });

  it("logs out at once when the page opens after the limit", () => {
    const { onExpire } = watch({ signedInAgo: HARD_LIMIT_MS });
    expect(onExpire).toHaveBeenCalledExactlyOnceWith("limit");
  });

  it("is not checked between the minute ticks", () => {
    const { onExpire } = watch({ signedInAgo: HARD_LIMIT_MS - 30_000 });
    vi.advanceTimersByTime(59_999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledExactlyOnceWith("limit");
  });
});

describe("keeping the server session alive", () => {
  it("pings at most once a minute while there is activity, and never without it", async () => {
    const { ping, act } = watch();
    act();
    expect(ping).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(ping).not.toHaveBeenCalled();
    for (let i = 0; i < 50; i++) act();
    expect(ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    act();
    expect(ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    act();
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it("logs out locally when the server answers that the session has ended", async () => {
    const { onExpire, act } = watch({ pingResult: "signed-out" });
    vi.advanceTimersByTime(MINUTE);
    act();
    await vi.advanceTimersByTimeAsync(0);
    expect(onExpire).toHaveBeenCalledExactlyOnceWith("signed-out");
  });

  it("keeps the session when the check fails for another reason", async () => {
    const { onExpire, act } = watch({ pingResult: "error" });
    vi.advanceTimersByTime(MINUTE);
    act();
    await vi.advanceTimersByTimeAsync(0);
    expect(onExpire).not.toHaveBeenCalled();
  });
});

describe("stopping", () => {
  it("expires only once and then hears nothing", () => {
    const { onExpire, ping, act } = watch();
    vi.advanceTimersByTime(INACTIVITY_MS);
    act();
    vi.advanceTimersByTime(HARD_LIMIT_MS);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(ping).not.toHaveBeenCalled();
  });

  it("does nothing after stop()", () => {
    const { onExpire, stop, act } = watch();
    stop();
    act();
    vi.advanceTimersByTime(HARD_LIMIT_MS);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
