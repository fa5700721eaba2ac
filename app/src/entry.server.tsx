import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { scriptsAfterFirstPaint } from './lib/server/scripts-after-first-paint';

// The app server sets the configuration under the build's own instance of its context key (app/serve-app.ts): the
// server build holds its own copy of the app's modules.
export { serverConfigContext } from './lib/server/app-server-config';

/** A page stops rendering after this long, and answers with what it has. */
export const streamTimeout = 5_000;

/**
 * A page's HTML. It is sent once complete (not as its parts are ready): the shop's pages have their data before they
 * render (their loaders), and a reader without JavaScript, a search engine's included, gets the whole page. Its
 * scripts load after its first paint (scripts-after-first-paint.ts).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') return Promise.resolve(new Response(null, { status, headers }));
  return new Promise((resolve, reject) => {
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        headers.set('Content-Type', 'text/html; charset=utf-8');
        text(body).then(
          (html) => resolve(new Response(scriptsAfterFirstPaint(html), { headers, status: responseStatus })),
          reject,
        );
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        responseStatus = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1_000).unref();
  });
}
