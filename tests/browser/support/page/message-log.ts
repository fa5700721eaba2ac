/** One `message` event as the page saw it. */
export interface ObservedMessage {
  origin: string;
  code: unknown;
  state: unknown;
  error: unknown;
  /** Whether it came from the window of the frame passed to `fromFrame` when it was logged. */
  fromWatchedFrame: boolean;
}

/**
 * Logs every `message` event the page receives, to show which messages a flow had to ignore. It only listens; it
 * never answers or stops a message.
 */
export function startMessageLog(): { messages: ObservedMessage[]; watch(frame: HTMLIFrameElement): void } {
  const messages: ObservedMessage[] = [];
  let watched: HTMLIFrameElement | undefined;
  window.addEventListener('message', (event: MessageEvent) => {
    const data = (typeof event.data === 'object' && event.data !== null ? event.data : {}) as Record<string, unknown>;
    messages.push({
      origin: event.origin,
      code: data.code,
      state: data.state,
      error: data.error,
      fromWatchedFrame: watched?.contentWindow != null && event.source === watched.contentWindow,
    });
  });
  return { messages, watch: (frame) => void (watched = frame) };
}
