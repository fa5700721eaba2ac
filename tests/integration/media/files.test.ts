import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyAuth, OAuthAuth } from '../../../src/index.js';
import { siteErrorOf } from '../support/errors.js';
import { useSandboxUnderTest } from '../support/sandbox-under-test.js';
import { apiKeyClient, oauthClient, type LoggedClient } from '../support/site-clients.js';

/** A 2×1 GIF. */
const GIF = Buffer.from('R0lGODlhAgABAIAAAP///wAAACwAAAAAAgABAAACAoRRADs=', 'base64');

const sandbox = useSandboxUnderTest('none', { catalog: 'v3' });
let admin: LoggedClient<ApiKeyAuth>;
let visitor: LoggedClient<OAuthAuth>;
beforeAll(() => {
  admin = apiKeyClient(sandbox);
  visitor = oauthClient(sandbox);
});

describe('site.files on the sandbox', () => {
  it('uploads a picture through a generated URL, and a product takes it by its id', async () => {
    const { uploadUrl } = await admin.site.files.generateFileUploadUrl('image/gif', { fileName: 'swatch.gif' });
    const upload = await fetch(uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/gif' },
      body: new Uint8Array(GIF),
    });
    expect(upload.status).toBe(200);
    const { file } = (await upload.json()) as { file: { id: string; url: string } };

    const product = await admin.site.productsV3.createProduct(
      {
        name: 'Swatch Card',
        productType: 'DIGITAL',
        media: { itemsInfo: { items: [{ id: file.id }] } },
        variantsInfo: { variants: [{ price: { actualPrice: { amount: '2.00' } } }] },
      },
      { fields: ['MEDIA_ITEMS_INFO'] },
    );
    expect(product.media?.main?.image).toEqual({
      id: file.id,
      url: file.url,
      width: 2,
      height: 1,
      filename: 'swatch.gif',
    });
    expect(Buffer.from(await (await fetch(file.url)).arrayBuffer())).toEqual(GIF);
  });

  it('is refused to a visitor, and names the field the sandbox refuses', async () => {
    const refused = await siteErrorOf(visitor.site.files.generateFileUploadUrl('image/png'));
    expect(refused.status).toBe(403);
    const invalid = await siteErrorOf(admin.site.files.generateFileUploadUrl('application/pdf'));
    expect(invalid.status).toBe(400);
    expect(JSON.stringify(invalid)).toContain('mimeType');
  });
});
