import { isIosDevice } from "../lib/platform.ts";

/**
 * The contact page's directions link (data-directions-ios holds the Maps app address). The server
 * already chose by user agent; iPadOS reports a desktop user agent, and the browser can tell it by its
 * touch screen.
 */
export function initDirections(root: ParentNode = document) {
  root.querySelectorAll<HTMLAnchorElement>("a[data-directions-ios]").forEach((link) => {
    link.addEventListener("click", () => {
      if (isIosDevice({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints })) link.href = link.dataset.directionsIos!;
    });
  });
}
