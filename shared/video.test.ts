import { describe, expect, it } from "vitest";
import { bulletinUrl, checkVideoLink, serviceVideo, videoLinkMessages } from "./video.ts";

const base = { id: 4, serviceType: "Sunday Worship", videoLink: null as string | null, videoFileName: null as string | null };

describe("serviceVideo", () => {
  it("rebuilds an iframe embed code from its src, dropping inline style, frameborder and anything else", () => {
    const video = serviceVideo({
      ...base,
      videoLink: '<iframe style="border:0" frameborder="0" onload="alert(1)" src="https://www.youtube.com/embed/abc123?si=x&amp;t=3"></iframe>',
    });
    expect(video).toEqual({ kind: "embed", src: "https://www.youtube.com/embed/abc123?si=x&t=3", title: "Sunday Worship video" });
  });
  it("refuses an embed code whose player is not on the allow-list", () => {
    expect(serviceVideo({ ...base, videoLink: '<iframe src="https://evil.example/x"></iframe>' })).toEqual({ kind: "none" });
  });
  it("shows a YouTube or Vimeo link in an embedded frame", () => {
    expect(serviceVideo({ ...base, videoLink: "https://www.youtube.com/watch?v=XYZ" })).toMatchObject({ kind: "embed", src: "https://www.youtube.com/embed/XYZ" });
    expect(serviceVideo({ ...base, videoLink: "https://youtu.be/XYZ" })).toMatchObject({ kind: "embed", src: "https://www.youtube.com/embed/XYZ" });
    expect(serviceVideo({ ...base, videoLink: "https://vimeo.com/12345" })).toMatchObject({ kind: "embed", src: "https://player.vimeo.com/video/12345" });
  });
  it("offers a video file on another site as a labelled link, over https only", () => {
    expect(serviceVideo({ ...base, videoLink: "https://media.example.org/2026/easter.mp4" })).toEqual({ kind: "link", href: "https://media.example.org/2026/easter.mp4", host: "media.example.org" });
  });
  it("shows no link that is not https or not a video file of an unknown site, even if one was stored before", () => {
    expect(serviceVideo({ ...base, videoLink: "https://stream.example.org/live" })).toEqual({ kind: "none" });
    expect(serviceVideo({ ...base, videoLink: "http://media.example.org/easter.mp4" })).toEqual({ kind: "none" });
    expect(serviceVideo({ ...base, videoLink: "http://www.youtube.com/watch?v=XYZ" })).toEqual({ kind: "none" });
  });
  it("uses the uploaded file when no link is set", () => {
    expect(serviceVideo({ ...base, videoLink: "none", videoFileName: "sermon.mp4" })).toEqual({ kind: "file", src: "/uploads/past-services/4/sermon.mp4" });
  });
  it('has no video when link and file are empty or "none"', () => {
    expect(serviceVideo({ ...base, videoLink: "none", videoFileName: "none" })).toEqual({ kind: "none" });
    expect(serviceVideo({ ...base, videoLink: "", videoFileName: null })).toEqual({ kind: "none" });
  });
});

describe("bulletinUrl", () => {
  it("addresses the bulletin under /uploads/past-services/{id}/", () => {
    expect(bulletinUrl({ id: 4, bulletinFileName: "b.pdf" })).toBe("/uploads/past-services/4/b.pdf");
  });
  it('is null for "none"', () => {
    expect(bulletinUrl({ id: 4, bulletinFileName: "none" })).toBeNull();
  });
});

describe("checkVideoLink (what the admin form stores)", () => {
  it('stores nothing for an empty field or "none"', () => {
    expect(checkVideoLink("  ")).toEqual({ ok: true, value: null });
    expect(checkVideoLink("None")).toEqual({ ok: true, value: null });
  });
  it("keeps a web address as typed", () => {
    expect(checkVideoLink(" https://youtu.be/XYZ ")).toEqual({ ok: true, value: "https://youtu.be/XYZ" });
    expect(checkVideoLink("https://media.example.org/2026/easter.mp4")).toEqual({ ok: true, value: "https://media.example.org/2026/easter.mp4" });
    expect(checkVideoLink("www.youtube.com/watch?v=abc")).toEqual({ ok: true, value: "https://www.youtube.com/watch?v=abc" });
  });
  it("rebuilds an allowed embed code as a clean iframe that the public page shows the same way", () => {
    const checked = checkVideoLink('<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e" width="640" height="360" frameborder="0" style="x" allow="autoplay; fullscreen" allowfullscreen></iframe>');
    expect(checked).toEqual({ ok: true, value: '<iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e" allowfullscreen></iframe>' });
    expect(serviceVideo({ ...base, videoLink: (checked as { value: string }).value })).toMatchObject({ kind: "embed", src: "https://player.vimeo.com/video/76979871?h=8272103f6e" });
  });
  it.each([
    ["<script>alert(1)</script>", videoLinkMessages.notEmbed],
    ['<iframe src="https://www.youtube.com/embed/a"></iframe><script>alert(1)</script>', videoLinkMessages.notEmbed],
    ['<iframe src="https://evil.example/x"></iframe>', videoLinkMessages.notAllowed],
    ['<iframe src="http://www.youtube.com/embed/a"></iframe>', videoLinkMessages.notAllowed],
    ["<iframe></iframe>", videoLinkMessages.notAllowed],
    ["javascript:alert(1)", videoLinkMessages.notUrl],
    ["youtube", videoLinkMessages.notUrl],
    ["https://", videoLinkMessages.notUrl],
    ["http://www.youtube.com/watch?v=abc", videoLinkMessages.notHttps],
    ["http://media.example.org/easter.mp4", videoLinkMessages.notHttps],
    ["https://stream.example.org/live", videoLinkMessages.unknownSite],
    ["https://evil.example/watch.html", videoLinkMessages.unknownSite],
  ])("refuses %s", (raw, message) => {
    expect(checkVideoLink(raw)).toEqual({ ok: false, message });
  });
});
