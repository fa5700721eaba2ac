import { filesOperations } from '../../generated/operation-names.gen.js';
import type { GenerateFileUploadUrlRequest, GenerateFileUploadUrlResponse } from '../../generated/types.gen.js';
import type { SiteContext } from '../core/site-context.js';
import type { CallOptions } from '../http/call-options.js';
import { callerFor } from '../http/call-operation.js';

/** What `generateFileUploadUrl` takes besides the MIME type. */
export type FileUploadUrlOptions = Omit<GenerateFileUploadUrlRequest, 'mimeType'>;

/** `site.files`: the Media Manager's files. */
export interface FilesModule {
  /**
   * `{uploadUrl}`: a signed address to which the file's bytes then go in an HTTP PUT with its `Content-Type` (and a
   * `filename` query parameter unless `options.fileName` is given); that PUT needs no credentials and answers
   * `{file}`, whose `id` a product's media item takes. Needs the site's API key.
   */
  generateFileUploadUrl(
    mimeType: string,
    options?: FileUploadUrlOptions,
    call?: CallOptions,
  ): Promise<GenerateFileUploadUrlResponse>;
}

export function createFiles(context: SiteContext): FilesModule {
  const send = callerFor(context);
  return {
    generateFileUploadUrl: (mimeType, options = {}, call) =>
      send(filesOperations.generateFileUploadUrl, { body: { ...options, mimeType } }, call),
  };
}
