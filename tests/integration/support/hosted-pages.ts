/** A hosted page fetched the way a browser would, without following redirects. */
export interface HostedPage {
  status: number;
  /** The `Location` header of a redirect. */
  location: string | undefined;
  html: string;
  /** `Set-Cookie`, when the page sets one. */
  cookie: string | undefined;
}

export async function openPage(url: string, init: { cookie?: string } = {}): Promise<HostedPage> {
  const response = await fetch(url, { redirect: 'manual', headers: init.cookie ? { cookie: init.cookie } : {} });
  return toPage(response);
}

/** Submits the page's form with its hidden fields plus the given ones, as the browser would. */
export async function submitForm(
  pageUrl: string,
  page: HostedPage,
  fields: Record<string, string>,
): Promise<HostedPage> {
  const action = /<form method="post" action="([^"]+)"/.exec(page.html)?.[1];
  if (!action) throw new Error(`no form on the page:\n${page.html}`);
  const form = new URLSearchParams({ ...hiddenFields(page.html), ...fields });
  const response = await fetch(new URL(unescapeHtml(action), pageUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  return toPage(response);
}

export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescapeHtml(match[1]!)] = unescapeHtml(match[2]!);
  }
  return fields;
}

async function toPage(response: Response): Promise<HostedPage> {
  return {
    status: response.status,
    location: response.headers.get('location') ?? undefined,
    html: await response.text(),
    cookie: response.headers.get('set-cookie')?.split(';')[0],
  };
}

function unescapeHtml(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
