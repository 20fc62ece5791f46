/**
 * Copy buttons (data-copy holds the text, such as a feed's address). The server renders them hidden:
 * without this script the address beside them is still on the page to select. The result is said in
 * the status element named by data-copy-status; when the browser will not copy (no permission, a page
 * not served over https), the address is selected instead, for the browser's own Copy.
 */
export function initCopyButtons(root: ParentNode = document) {
  root.querySelectorAll<HTMLButtonElement>("button[data-copy]").forEach((button) => {
    button.hidden = false;
    button.addEventListener("click", () => {
      const { copy = "", copySource, copyStatus, copied = "Copied." } = button.dataset;
      void writeToClipboard(copy).then((done) => {
        const source = copySource ? document.getElementById(copySource) : null;
        if (!done && source) window.getSelection()?.selectAllChildren(source);
        say(copyStatus ? document.getElementById(copyStatus) : null, done ? copied : "Could not copy here. The address is selected: copy it with your browser's Copy.");
      });
    });
  });
}

async function writeToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Puts a message in a live region, emptied first so that the same message twice is said twice. */
function say(status: HTMLElement | null, message: string) {
  if (!status) return;
  status.textContent = "";
  requestAnimationFrame(() => {
    status.textContent = message;
  });
}
