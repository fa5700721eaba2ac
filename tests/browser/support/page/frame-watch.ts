/**
 * Resolves with the first iframe added to the document that `matches`. The observer's callback runs as a microtask
 * right after the insertion, before the frame can load or post anything, so a caller can act "as the frame appears".
 */
export function nextFrame(
  matches: (frame: HTMLIFrameElement) => boolean,
  onAppear?: (frame: HTMLIFrameElement) => void,
): Promise<HTMLIFrameElement> {
  return new Promise((resolve) => {
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLIFrameElement) || !matches(node)) continue;
          observer.disconnect();
          onAppear?.(node);
          resolve(node);
          return;
        }
      }
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  });
}

/** The `src` of every iframe now in the document. */
export function framesInDocument(): string[] {
  return [...document.querySelectorAll('iframe')].map((frame) => frame.src);
}
