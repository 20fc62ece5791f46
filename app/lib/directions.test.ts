import { describe, expect, it } from "vitest";
import { seedSettings } from "../../server/content/seed/site.ts";
import { directionsHref, isIosDevice, isIosUserAgent } from "./directions.ts";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IPAD_OLD = "Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1";
const IPOD = "Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";
const MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

describe("isIosUserAgent", () => {
  it("recognises iPhone, iPad and iPod user agents", () => {
    expect(isIosUserAgent(IPHONE)).toBe(true);
    expect(isIosUserAgent(IPAD_OLD)).toBe(true);
    expect(isIosUserAgent(IPOD)).toBe(true);
  });

  it("treats Android, Windows, Mac and a missing header as not iOS", () => {
    expect(isIosUserAgent(ANDROID)).toBe(false);
    expect(isIosUserAgent(WINDOWS)).toBe(false);
    expect(isIosUserAgent(MAC)).toBe(false);
    expect(isIosUserAgent(null)).toBe(false);
    expect(isIosUserAgent("")).toBe(false);
  });
});

describe("isIosDevice", () => {
  it("counts an iPad in desktop mode (Mac user agent with a touch screen) as iOS", () => {
    expect(isIosDevice({ userAgent: MAC, maxTouchPoints: 5 })).toBe(true);
  });

  it("does not count a Mac without a touch screen", () => {
    expect(isIosDevice({ userAgent: MAC, maxTouchPoints: 0 })).toBe(false);
  });

  it("does not count a touch-screen Windows or Android device", () => {
    expect(isIosDevice({ userAgent: WINDOWS, maxTouchPoints: 10 })).toBe(false);
    expect(isIosDevice({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe(false);
  });

  it("agrees with the user agent for iPhones", () => {
    expect(isIosDevice({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe(true);
  });
});

describe("directionsHref", () => {
  it("uses the native maps scheme on iOS and the web link elsewhere, to the address in Site settings", () => {
    expect(directionsHref(seedSettings, true)).toBe("maps://?daddr=215%20Church%20Street%2C%20Cedar%20Hill%2C%20NC%2027514");
    expect(directionsHref(seedSettings, false)).toBe("https://www.google.com/maps/dir/?api=1&destination=215%20Church%20Street%2C%20Cedar%20Hill%2C%20NC%2027514");
    const moved = { address: { ...seedSettings.address, street: "9 Mill Road" } };
    expect(directionsHref(moved, false)).toContain("9%20Mill%20Road");
  });
});
