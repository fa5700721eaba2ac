import { Window } from 'happy-dom';

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
  page: Pick<HostedPage, 'html'>,
  fields: Record<string, string>,
): Promise<HostedPage> {
  const { action, hidden } = await formOf(pageUrl, page);
  const form = new URLSearchParams({ ...hidden, ...fields });
  const response = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  return toPage(response);
}

/** The page's form as a browser parses it: where it posts to, and its hidden fields. */
async function formOf(
  pageUrl: string,
  page: Pick<HostedPage, 'html'>,
): Promise<{ action: URL; hidden: Record<string, string> }> {
  const window = new Window({ url: pageUrl });
  try {
    const form = new window.DOMParser().parseFromString(page.html, 'text/html').querySelector('form[method="post"]');
    if (!form) throw new Error(`no form on the page:\n${page.html}`);
    const inputs = [...form.querySelectorAll('input[type="hidden"]')] as unknown as HTMLInputElement[];
    return {
      action: new URL(form.getAttribute('action') ?? '', pageUrl),
      hidden: Object.fromEntries(inputs.map((input) => [input.name, input.value])),
    };
  } finally {
    await window.happyDOM.close();
  }
}

async function toPage(response: Response): Promise<HostedPage> {
  return {
    status: response.status,
    location: response.headers.get('location') ?? undefined,
    html: await response.text(),
    cookie: response.headers.get('set-cookie')?.split(';')[0],
  };
}
