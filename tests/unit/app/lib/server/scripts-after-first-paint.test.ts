import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from '../../../../../app/src/lib/server/scripts-after-first-paint.js';

const MODULE = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");';
const PAGE =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/><link rel="canonical" href="http://shop/"/></head>' +
  `<body><h3>Linen</h3><script>window.__context = {};</script><script type="module" async="">${MODULE}</script>` +
  '<script>window.__data = "</" + "script>";</script></body></html>';

describe('scriptsAfterFirstPaint', () => {
  const html = scriptsAfterFirstPaint(PAGE);

  it('takes the module preloads out of the page and leaves its other links', () => {
    expect(html).not.toContain('modulepreload"');
    expect(html).toContain('<link rel="canonical" href="http://shop/"/>');
  });

  it('keeps the module script where it was, in a type no browser runs', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(`<script type="text/x-after-first-paint" async="">${MODULE}</script><script>window.__data`);
  });

  it('ends the body with a loader of the preloads and the module script, neither able to close its script', () => {
    const loader = /<script>(\(function \(preloads, moduleScript\)[\s\S]*?)<\/script><\/body><\/html>$/.exec(html);
    expect(loader).not.toBeNull();
    expect(loader![1]).toContain('["/assets/entry.client.js","/assets/root.js"]');
    expect(loader![1]).toContain(JSON.stringify(MODULE).replace(/</g, '\\u003c'));
    expect(loader![1]).not.toContain('<');
  });

  it('runs the loader after the first frame, or at once in a page that paints none', () => {
    // What the loader adds, each element a plain object it sets properties on.
    const added: Record<string, string>[] = [];
    const run = (visibilityState: string) => {
      added.length = 0;
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      const append = (node: Record<string, string>) => added.push(node);
      const document = {
        visibilityState,
        createElement: () => ({}),
        head: { appendChild: append },
        body: { appendChild: append },
      };
      const loader = /<script>(\(function \(preloads, moduleScript\)[\s\S]*?)<\/script><\/body>/.exec(html)![1]!;
      new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
        document,
        (frame: () => void) => frames.push(frame),
        (timer: () => void) => timers.push(timer),
      );
      return { frames, timers };
    };

    const visible = run('visible');
    expect(added).toEqual([]);
    visible.frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    visible.timers.forEach((timer) => timer());
    expect(added).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.client.js' },
      { rel: 'modulepreload', href: '/assets/root.js' },
      { type: 'module', textContent: MODULE },
    ]);

    run('hidden');
    expect(added).toHaveLength(3);
  });

  it('leaves a page without React Router’s module script as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Not found</p></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
