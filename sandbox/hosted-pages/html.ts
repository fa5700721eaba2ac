import { escapeHtml } from '../kernel/escape-html.js';

/** JSON that is safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function hiddenInputs(fields: Record<string, string | undefined>): string {
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; background: #f6f4f0; color: #222; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 12px;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
  input[type=email], input[type=password], input[type=text] { width: 100%; box-sizing: border-box; padding: .6rem;
         border: 1px solid #ccc; border-radius: 6px; font: inherit; }
  button, .button { margin-top: 1.5rem; padding: .6rem 1.2rem; border: 0; border-radius: 6px; background: #1f5f5b;
         color: #fff; font: inherit; cursor: pointer; text-decoration: none; display: inline-block; }
  .error { color: #a4262c; background: #fdecea; padding: .5rem .75rem; border-radius: 6px; }
  .muted { color: #666; font-size: .9rem; }
  table.lines { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  table.lines th, table.lines td { text-align: left; padding: .5rem .25rem; border-bottom: 1px solid #e5e5e5;
         vertical-align: top; }
  table.lines .number { text-align: right; white-space: nowrap; }
  table.lines tfoot th, table.lines tfoot td { font-weight: 700; border-bottom: 0; }
  pre { background: #f3f3f3; padding: 1rem; border-radius: 6px; overflow: auto; font-size: .85rem; }
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · sitekit sandbox</title>
<style>${STYLE}</style>
</head>
<body><main>
<p class="muted">sitekit sandbox · hosted page</p>
${body}
</main></body>
</html>`;
}

export function errorBlock(message: string | undefined): string {
  return message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '';
}
