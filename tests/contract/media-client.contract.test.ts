import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordedResponse } from './support/prism-client.js';
import { acceptedCalls, prismSiteClient } from './support/prism-site-client.js';
import { ApiKeyStrategy, isSiteRequestValidationError, type ApiKeyAuth, type SiteClient } from '../../src/index.js';

describe('site.files against the contract (Prism)', () => {
  let admin: SiteClient<ApiKeyAuth>;
  const seen: RecordedResponse[] = [];
  const { expectAccepted } = acceptedCalls(seen);

  beforeAll(() => {
    admin = prismSiteClient(
      ApiKeyStrategy({ apiKey: 'IST.admin-key', siteId: '0b4c3a1e-6f2d-4c58-9a0e-8d7f1e2b3c4d' }),
      seen,
    );
  });

  it('generates an upload URL with the MIME type and the options the contract takes', async () => {
    const answer = await admin.files.generateFileUploadUrl('image/jpeg', {
      fileName: 'linen-shirt-front.jpg',
      sizeInBytes: '245760',
      labels: ['products'],
    });

    expectAccepted('POST /site-media/v1/files/generate-upload-url');
    expect(answer.uploadUrl).toMatch(/^https:\/\//);
  });

  it('refuses a request off the contract before sending it, naming the argument', async () => {
    const failure = await admin.files.generateFileUploadUrl('', { sizeInBytes: '12 kB' }).catch((error) => error);

    expect(isSiteRequestValidationError(failure)).toBe(true);
    expect(failure.fieldViolations.map((violation: { field: string }) => violation.field).sort()).toEqual([
      'mimeType',
      'options.sizeInBytes',
    ]);
    expectAccepted();
  });
});
