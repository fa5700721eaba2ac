import { useMutation } from '@tanstack/react-query';
import { useSite } from 'sitekit/react';
import type { FilesModule } from 'sitekit';

/** The largest picture the platform takes through an upload URL (bigger files go through its resumable upload). */
export const MAX_PICTURE_BYTES = 10 * 2 ** 20;

/** A picture kept in the site's Media Manager: its id, and the address the platform serves it at. */
export interface UploadedPicture {
  id: string;
  url: string;
}

/** Why a file cannot be uploaded as a picture, in plain words; undefined when it can. */
export function pictureFileProblem(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return `${file.name} is not a picture: choose a JPEG, PNG, GIF or WebP file.`;
  if (file.size > MAX_PICTURE_BYTES) return `${file.name} is too large: a picture can be at most 10 MB.`;
  return undefined;
}

/**
 * Uploads a picture to the site's Media Manager: asks `files.generateFileUploadUrl` for an address, then PUTs the
 * file's bytes there with its type, which answers the kept file.
 */
export function usePictureUpload() {
  const site = useSite() as unknown as { files: FilesModule };
  return useMutation({
    mutationFn: async (file: File): Promise<UploadedPicture> => {
      const problem = pictureFileProblem(file);
      if (problem) throw new Error(problem);
      const { uploadUrl } = await site.files.generateFileUploadUrl(file.type, {
        fileName: file.name,
        sizeInBytes: String(file.size),
      });
      const response = await fetch(uploadUrl!, { method: 'PUT', headers: { 'Content-Type': file.type }, body: file });
      if (!response.ok) throw new Error(`${file.name} could not be uploaded: ${await uploadRefusal(response)}`);
      const { file: kept } = (await response.json()) as { file: UploadedPicture };
      return { id: kept.id, url: kept.url };
    },
  });
}

/** The platform's own message for a refused upload, or its status when the answer has none. */
async function uploadRefusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
  return body?.message ?? `the platform answered ${response.status}`;
}
