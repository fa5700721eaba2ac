import { createHash } from 'node:crypto';
import type { CustomizationImage } from '../../generated/types.gen.js';
import type { Database } from '../kernel/db/database.js';
import { placeholderSvg, PLACEHOLDER_SIDE } from '../kernel/placeholder-svg.js';

/** A file of the Media Manager, as the sandbox keeps it (table `media_files`). */
export interface MediaFile {
  id: string;
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
  width?: number;
  height?: number;
  createdDate: string;
}

interface MediaFileRow {
  id: string;
  file_name: string;
  mime_type: string;
  size_in_bytes: number;
  width: number | null;
  height: number | null;
  bytes: Uint8Array;
  created_date: string;
}

/** The path under which the sandbox serves a file, as the platform's image host does: `/media/<id>`. */
export const mediaPath = (id: string): string => `/media/${encodeURIComponent(id)}`;

/** A file id in the platform's form, `<6 hex>_<32 hex>~mv2.<extension>`, derived from `seed` so that it is stable. */
export function mediaIdOf(seed: string, extension: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 6)}_${hex.slice(6, 38)}~mv2.${extension}`;
}

/** Keeps a file; a file already kept under its id stays as it is. */
export function saveMediaFile(db: Database, file: MediaFile): void {
  db.run(
    `INSERT OR IGNORE INTO media_files (id, file_name, mime_type, size_in_bytes, width, height, bytes, created_date)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    file.id,
    file.fileName,
    file.mimeType,
    file.bytes.byteLength,
    file.width ?? null,
    file.height ?? null,
    file.bytes,
    file.createdDate,
  );
}

export function findMediaFile(db: Database, id: string): MediaFile | undefined {
  const row = db.get<MediaFileRow>('SELECT * FROM media_files WHERE id = ?', id);
  if (!row) return undefined;
  return {
    id: row.id,
    fileName: row.file_name,
    mimeType: row.mime_type,
    bytes: row.bytes,
    ...(row.width === null ? {} : { width: row.width }),
    ...(row.height === null ? {} : { height: row.height }),
    createdDate: row.created_date,
  };
}

/**
 * The file a Media Manager id names: a kept file, or else the placeholder picture drawn from the id (what a media
 * item set by an id the sandbox never received shows, so that stores written elsewhere still have pictures).
 */
export function mediaFileOrPlaceholder(db: Database, id: string): MediaFile {
  return (
    findMediaFile(db, id) ?? {
      id,
      fileName: id,
      mimeType: 'image/svg+xml',
      bytes: Buffer.from(placeholderSvg(id)),
      width: PLACEHOLDER_SIDE,
      height: PLACEHOLDER_SIDE,
      createdDate: new Date(0).toISOString(),
    }
  );
}

/** The image object the platform answers for a picture (`{id, url, width, height, filename, altText}`). */
export function imageOf(file: MediaFile, origin: string, altText?: string): CustomizationImage {
  return {
    id: file.id,
    url: `${origin}${mediaPath(file.id)}`,
    ...(file.width === undefined ? {} : { width: file.width }),
    ...(file.height === undefined ? {} : { height: file.height }),
    filename: file.fileName,
    ...(altText ? { altText } : {}),
  };
}
