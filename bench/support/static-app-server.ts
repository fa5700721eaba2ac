import compression from 'compression';
import express from 'express';
import { join } from 'node:path';
import { listen, type RunningApp } from '../../app/serve-app.js';

/**
 * A client-rendered app's production build served as its own host would: the files as they are, and index.html for
 * every other address (the app routes in the browser), compressed as the app server's are. On 127.0.0.1, a free port.
 */
export async function serveStaticApp(outDir: string): Promise<RunningApp> {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use('/assets', express.static(join(outDir, 'assets'), { immutable: true, maxAge: '1y' }));
  app.use(express.static(outDir));
  app.use((_request, response) => response.sendFile(join(outDir, 'index.html')));
  return listen(app, 0);
}

/** One page, the same for every address, compressed as the apps' are. On 127.0.0.1, a free port. */
export async function serveOnePage(html: string): Promise<RunningApp> {
  const app = express();
  app.use(compression());
  app.use((_request, response) => response.type('html').send(html));
  return listen(app, 0);
}

/** One page with one product name and nothing else: how soon Chromium shows a name at all, the floor of both apps. */
export const barePage = (name: string) =>
  `<!DOCTYPE html><html lang="en"><title>Floor</title><ul aria-label="Products"><li><h3>${name}</h3></li></ul>`;

/**
 * A server-rendered page as it reads with JavaScript off: its HTML without its scripts and their preloads (the JSON-LD
 * stays; it runs nothing). How soon the HTML alone shows the name, whatever the scripts cost.
 */
export const withoutScripts = (html: string) =>
  html
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
