import { Window } from 'happy-dom';

/** A hosted page of the sandbox as a browser received it. */
export interface HostedPage {
  url: string;
  html: string;
}

export async function openHostedPage(url: string): Promise<HostedPage> {
  const opened = await fetch(url);
  const html = await opened.text();
  if (!opened.ok) throw new Error(`${url} answered ${opened.status}: ${html}`);
  return { url, html };
}

/**
 * Fills the page's form with `values` by field name and submits it as a browser does: every field of the form (its
 * hidden ones included), URL-encoded, to the form's action. Redirects are not followed.
 */
export async function submitHostedForm(page: HostedPage, values: Record<string, string>): Promise<Response> {
  const window = new Window({ url: page.url });
  try {
    const document = new window.DOMParser().parseFromString(page.html, 'text/html');
    const form = document.querySelector('form');
    if (!form) throw new Error(`${page.url} has no form: ${page.html}`);
    for (const [name, value] of Object.entries(values)) {
      const input = form.querySelector(`[name="${name}"]`) as HTMLInputElement | null;
      if (!input) throw new Error(`the form of ${page.url} has no field ${name}`);
      input.value = value;
    }
    const fields = new URLSearchParams();
    for (const [name, value] of new window.FormData(form)) fields.append(name, String(value));
    return await fetch(new URL(form.getAttribute('action') ?? '', page.url), {
      method: form.getAttribute('method') ?? 'GET',
      body: fields,
      redirect: 'manual',
    });
  } finally {
    await window.happyDOM.close();
  }
}

/** Where a submission redirected to; anything but a redirect is an error carrying the page it showed instead. */
export async function redirectOf(submitted: Response, base: string): Promise<string> {
  const location = submitted.headers.get('location');
  if (submitted.status !== 302 || !location) {
    throw new Error(`expected a redirect, got ${submitted.status}: ${await submitted.text()}`);
  }
  return new URL(location, base).href;
}
