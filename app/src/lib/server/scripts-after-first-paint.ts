/**
 * A page's HTML as it leaves the server: its scripts start loading once its first frame is painted, not while the
 * browser is still laying it out (docs/decisions.md#47). React Router's `<Scripts />` preloads every module of the
 * page from the head (`<link rel="modulepreload">`, about fifty for a shop page) and imports them from one inline
 * module script; fetching and compiling them held the first paint of the page's own HTML back by about twice its
 * time. The page works before its scripts run: its links are links and its search, filters and sort a GET form.
 *
 * The module script stays where React rendered it, its `type` made inert, so that hydration finds the document it
 * rendered; a small script at the end of the body adds the preloads and a running copy of that module script after
 * the first frame (at once when the page is hidden, where no frame is painted).
 */
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
/** What the module script is while it waits: a type no browser runs. */
const WAITING_TYPE = 'text/x-after-first-paint';

/** Runs in the page: the preloads, then the module script, after the first painted frame. */
const LOADER = `(function (preloads, moduleScript) {
  function load() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.textContent = moduleScript;
    document.body.appendChild(script);
  }
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(function () { setTimeout(load, 0); });
})`;

/** JSON that is safe inside a `<script>`: no `<` to end it or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page's HTML with its scripts loading after its first paint; a page without React Router's scripts as it is. */
export function scriptsAfterFirstPaint(html: string): string {
  const moduleScript = MODULE_SCRIPT.exec(html);
  if (!moduleScript || !html.includes('</body>')) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((link) => link[1]!);
  const loader = `<script>${LOADER}(${scriptJson(preloads)}, ${scriptJson(moduleScript[1])});</script>`;
  const waiting = html
    .replace(MODULE_SCRIPT, `<script type="${WAITING_TYPE}" async="">$1</script>`)
    .replace(MODULE_PRELOAD, '');
  const bodyEnd = waiting.lastIndexOf('</body>');
  return waiting.slice(0, bodyEnd) + loader + waiting.slice(bodyEnd);
}
