import { createHash } from 'node:crypto';
import { imageSize } from 'image-size';
import type { GenerateFileUploadUrlRequest, GenerateFileUploadUrlResponse } from '../../generated/types.gen.js';
import type { SandboxContext } from '../kernel/context.js';
import { fieldFailure, notFound } from '../kernel/errors.js';
import { hashToken, newId, newOpaqueToken } from '../kernel/ids.js';
import { imageOf, mediaIdOf, mediaPath, saveMediaFile, type MediaFile } from './media-files.js';

/**
 * The largest upload: the platform sends files over 10 MB through its resumable upload instead (its Generate File
 * Upload URL reference), which the sandbox does not serve.
 */
export const MAX_UPLOAD_BYTES = 10 * 2 ** 20;

/** An upload URL lives an hour and uploads one file. */
const UPLOAD_URL_LIFETIME_MS = 60 * 60 * 1000;

/** The pictures a store's products take, by MIME type, with the extension their ids get. */
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The MIME type of each kind of picture `image-size` recognises among UPLOAD_TYPES. */
const TYPE_OF_PICTURE: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

interface UploadRow {
  mime_type: string;
  file_name: string | null;
  size_in_bytes: number | null;
}

/** The uploaded file's descriptor, as the platform's upload answers it. */
export interface UploadedFile {
  file: {
    id: string;
    displayName: string;
    url: string;
    parentFolderId: string;
    hash: string;
    sizeInBytes: string;
    private: boolean;
    mimeType: string;
    mediaType: 'IMAGE';
    media: { image: { image: ReturnType<typeof imageOf> } };
    operationStatus: 'READY';
    labels: string[];
    createdDate: string;
    updatedDate: string;
  };
}

/** Answers a URL that takes one PUT of a file of the given type (and size, when given), kept until it is used. */
export function generateUploadUrl(
  context: SandboxContext,
  request: GenerateFileUploadUrlRequest,
): GenerateFileUploadUrlResponse {
  if (!UPLOAD_TYPES[request.mimeType])
    throw fieldFailure('mimeType', `must be one of ${Object.keys(UPLOAD_TYPES).join(', ')}`);
  const size = request.sizeInBytes === undefined ? null : Number(request.sizeInBytes);
  if (size !== null && (size === 0 || size > MAX_UPLOAD_BYTES))
    throw fieldFailure('sizeInBytes', `must be from 1 to ${MAX_UPLOAD_BYTES} bytes`);
  const token = newOpaqueToken('upload');
  context.db.run(
    'INSERT INTO media_uploads (token, mime_type, file_name, size_in_bytes, expires_at) VALUES (?, ?, ?, ?, ?)',
    hashToken(token),
    request.mimeType,
    request.fileName || null,
    size,
    context.clock.now() + UPLOAD_URL_LIFETIME_MS,
  );
  return { uploadUrl: `${context.origin}/upload/${token}` };
}

export interface Upload {
  token: string;
  contentType: string | undefined;
  /** The `filename` query parameter. */
  fileName: string | undefined;
  bytes: Buffer;
}

/**
 * Keeps an uploaded picture as a Media Manager file and answers its descriptor. The picture must be what the upload
 * URL was made for: its type (read from the bytes; `application/octet-stream` lets the bytes decide, as the platform
 * does), and its size when one was given.
 */
export function acceptUpload(context: SandboxContext, upload: Upload): UploadedFile {
  const tokenHash = hashToken(upload.token);
  const row = context.db.get<UploadRow>(
    'SELECT mime_type, file_name, size_in_bytes FROM media_uploads WHERE token = ? AND expires_at > ?',
    tokenHash,
    context.clock.now(),
  );
  if (!row) throw notFound('UPLOAD_URL_NOT_FOUND', 'The upload URL is unknown, used or expired');
  const fileName = row.file_name ?? upload.fileName;
  if (!fileName) throw fieldFailure('filename', 'is required when the upload URL was made without a file name');
  if (upload.bytes.byteLength === 0) throw fieldFailure('$', 'the file is empty');
  if (row.size_in_bytes !== null && upload.bytes.byteLength !== row.size_in_bytes)
    throw fieldFailure('$', `the file has ${upload.bytes.byteLength} bytes, not the ${row.size_in_bytes} announced`);
  const picture = pictureOf(upload.bytes);
  if (!picture || picture.mimeType !== row.mime_type)
    throw fieldFailure('$', `the file is not a picture of type ${row.mime_type}`);
  if (upload.contentType !== row.mime_type && upload.contentType !== 'application/octet-stream')
    throw fieldFailure('Content-Type', `must be ${row.mime_type} or application/octet-stream`);
  const now = context.clock.nowIso();
  const file: MediaFile = {
    id: mediaIdOf(newId(), UPLOAD_TYPES[row.mime_type]!),
    fileName,
    mimeType: row.mime_type,
    bytes: upload.bytes,
    width: picture.width,
    height: picture.height,
    createdDate: now,
  };
  context.db.transaction(() => {
    context.db.run('DELETE FROM media_uploads WHERE token = ?', tokenHash);
    saveMediaFile(context.db, file);
  });
  const image = imageOf(file, context.origin);
  return {
    file: {
      id: file.id,
      displayName: fileName,
      url: `${context.origin}${mediaPath(file.id)}`,
      parentFolderId: 'media-root',
      hash: createHash('md5').update(upload.bytes).digest('hex'),
      sizeInBytes: String(upload.bytes.byteLength),
      private: false,
      mimeType: file.mimeType,
      mediaType: 'IMAGE',
      media: { image: { image } },
      operationStatus: 'READY',
      labels: [],
      createdDate: now,
      updatedDate: now,
    },
  };
}

function pictureOf(bytes: Buffer): { mimeType: string; width: number; height: number } | undefined {
  try {
    const { type, width, height } = imageSize(bytes);
    const mimeType = type ? TYPE_OF_PICTURE[type] : undefined;
    return mimeType ? { mimeType, width, height } : undefined;
  } catch {
    return undefined;
  }
}
