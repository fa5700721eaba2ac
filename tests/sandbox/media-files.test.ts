import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { v3Sandbox } from './support/catalog-v3-sample.js';
import { applicationCode, expectEnvelope, type Json, startHarness, violationFields } from './support/harness.js';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MEDIA_ID = /^[0-9a-f]{6}_[0-9a-f]{32}~mv2\.(svg|png)$/;

const put = (url: string, body: Buffer, contentType = 'image/png') =>
  fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(body) });

describe('sandbox: product pictures as the platform answers them', () => {
  const v3 = v3Sandbox({ seed: 'demo' });

  it('gives a seeded picture a Media Manager id, its size and file name, served on the image path', async () => {
    const reply = await v3.h.call('/stores/v3/products/slug/linen-shirt?fields=MEDIA_ITEMS_INFO&fields=THUMBNAIL', {
      token: await v3.h.visitorToken(),
    });

    const { image, thumbnail } = reply.body.product.media.main;
    expect(image).toEqual({
      id: expect.stringMatching(MEDIA_ID),
      url: `${v3.h.url}/media/${image.id}`,
      width: 1000,
      height: 1000,
      filename: 'linen-shirt.svg',
      altText: 'Linen Shirt, front',
    });
    expect(reply.body.product.media.itemsInfo.items[0].image).toEqual(image);
    const file = await fetch(image.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await file.text()).toContain('Linen Shirt');
    expect(thumbnail).toMatchObject({ width: 50, height: 50 });
    expect((await fetch(thumbnail.url)).status).toBe(200);
  });

  it('keeps the same picture ids from one seeded store to the next', async () => {
    const other = await startHarness({ catalog: 'v3', seed: 'demo' });
    try {
      const path = '/stores/v3/products/slug/linen-shirt';
      const [mine, theirs] = await Promise.all([
        v3.h.call(path, { token: await v3.h.visitorToken() }),
        other.call(path, { token: await other.visitorToken() }),
      ]);
      expect(theirs.body.product.media.main.image.id).toBe(mine.body.product.media.main.image.id);
    } finally {
      await other.close();
    }
  });
});

describe('sandbox: media upload', () => {
  const v3 = v3Sandbox();
  const uploadUrl = async (body: Json) => {
    const reply = await v3.h.call('/site-media/v1/files/generate-upload-url', { ...v3.admin, body });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.uploadUrl as string;
  };

  it('uploads a picture to a generated URL, serves it at /media/<id>, and a product shows it by that id', async () => {
    const url = await uploadUrl({ mimeType: 'image/png', fileName: 'dot.png', sizeInBytes: String(PNG.length) });
    expect(url).toMatch(new RegExp(`^${v3.h.url}/upload/`));

    const upload = await put(url, PNG);
    expect(upload.status).toBe(200);
    const { file } = (await upload.json()) as Json;
    expect(file).toMatchObject({
      id: expect.stringMatching(MEDIA_ID),
      displayName: 'dot.png',
      sizeInBytes: String(PNG.length),
      mimeType: 'image/png',
      mediaType: 'IMAGE',
      operationStatus: 'READY',
      media: { image: { image: { width: 1, height: 1, filename: 'dot.png' } } },
    });
    expect(file.url).toBe(`${v3.h.url}/media/${file.id}`);
    const served = await fetch(file.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const product = await v3.h.call('/stores/v3/products?fields=MEDIA_ITEMS_INFO', {
      ...v3.admin,
      body: {
        product: {
          name: 'Uploaded Picture Mug',
          productType: 'DIGITAL',
          media: { itemsInfo: { items: [{ id: file.id, altText: 'A dot' }] } },
          variantsInfo: { variants: [{ price: { actualPrice: { amount: '9.00' } } }] },
        },
      },
    });
    expect(product.status, JSON.stringify(product.body)).toBe(200);
    expect(product.body.product.media.main.image).toEqual({ ...file.media.image.image, altText: 'A dot' });
  });

  it('takes the file name from the upload when the URL was made without one, and octet-stream bodies', async () => {
    const url = await uploadUrl({ mimeType: 'image/png' });
    const upload = await put(`${url}?filename=later.png`, PNG, 'application/octet-stream');

    expect(upload.status).toBe(200);
    expect(((await upload.json()) as Json).file.displayName).toBe('later.png');
  });

  it('generates upload URLs for the API key only, and for pictures only', async () => {
    const visitor = await v3.h.call('/site-media/v1/files/generate-upload-url', {
      token: await v3.h.visitorToken(),
      body: { mimeType: 'image/png' },
    });
    expect(visitor.status).toBe(403);
    expectEnvelope(visitor);
    const html = await v3.h.call('/site-media/v1/files/generate-upload-url', {
      ...v3.admin,
      body: { mimeType: 'text/html' },
    });
    expect(html.status).toBe(400);
    expect(violationFields(html)).toEqual(['mimeType']);
    const huge = await v3.h.call('/site-media/v1/files/generate-upload-url', {
      ...v3.admin,
      body: { mimeType: 'image/png', sizeInBytes: String(11 * 2 ** 20) },
    });
    expect(violationFields(huge)).toEqual(['sizeInBytes']);
    const missing = await v3.h.call('/site-media/v1/files/generate-upload-url', { ...v3.admin, body: {} });
    expect(missing.status).toBe(400);
  });

  it('refuses an upload of another type or size, without a name, a second one, and one over 10 MB', async () => {
    const notPng = await put(await uploadUrl({ mimeType: 'image/png', fileName: 'x.png' }), Buffer.from('<html>'));
    expect(notPng.status).toBe(400);
    const wrongSize = await put(
      await uploadUrl({ mimeType: 'image/png', fileName: 'x.png', sizeInBytes: String(PNG.length + 1) }),
      PNG,
    );
    expect(wrongSize.status).toBe(400);
    const unnamed = await put(await uploadUrl({ mimeType: 'image/png' }), PNG);
    expect(unnamed.status).toBe(400);
    expect(((await unnamed.json()) as Json).details.validationError.fieldViolations[0].field).toBe('filename');
    const gif = await put(await uploadUrl({ mimeType: 'image/gif', fileName: 'x.gif' }), PNG);
    expect(gif.status).toBe(400);

    const once = await uploadUrl({ mimeType: 'image/png', fileName: 'once.png' });
    expect((await put(once, PNG)).status).toBe(200);
    const again = await put(once, PNG);
    expect(again.status).toBe(404);
    const body = (await again.json()) as Json;
    expect(applicationCode({ status: 404, headers: again.headers, body, text: '' })).toBe('UPLOAD_URL_NOT_FOUND');

    const tooLarge = await put(
      await uploadUrl({ mimeType: 'image/png', fileName: 'big.png' }),
      Buffer.alloc(10 * 2 ** 20 + 1),
    );
    expect(tooLarge.status).toBe(413);
    const text = await put(await uploadUrl({ mimeType: 'image/png', fileName: 'x.png' }), PNG, 'text/plain');
    expect(text.status).toBe(415);
  });
});

describe('sandbox: uploaded files on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sitekit-media-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps an uploaded file, and an upload URL not yet used, across a restart', async () => {
    const db = join(dir, 'site.db');
    const first = await startHarness({ catalog: 'v3', db });
    const admin = { token: first.sandbox.apiKey };
    const generate = (fileName: string) =>
      first.call('/site-media/v1/files/generate-upload-url', { ...admin, body: { mimeType: 'image/png', fileName } });
    const uploaded = (await (await put((await generate('kept.png')).body.uploadUrl, PNG)).json()) as Json;
    const pending = (await generate('later.png')).body.uploadUrl as string;
    await first.close();

    const second = await startHarness({ db });
    try {
      const served = await fetch(`${second.url}/media/${uploaded.file.id}`);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
      const later = await put(pending.replace(first.url, second.url), PNG);
      expect(later.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
