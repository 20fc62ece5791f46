import { describe, expect, it } from "vitest";
import { bulletinUrl, serviceVideo } from "./video.ts";

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
  it("offers any other web link as a plain link", () => {
    expect(serviceVideo({ ...base, videoLink: "https://stream.example.org/live" })).toEqual({ kind: "link", href: "https://stream.example.org/live" });
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
