import { useState } from 'react';
import { Picture } from '../Picture';

/** One picture of a product's gallery, whichever catalog it comes from. */
export interface GalleryPicture {
  key: string;
  url: string | undefined;
  /** A smaller rendition for the thumbnail, when the platform gives one. */
  thumbnailUrl?: string;
  /** What the picture shows. */
  alt: string;
}

/** The product's pictures: one large, the rest as thumbnails to pick from. */
export function ProductGallery({ pictures }: { pictures: GalleryPicture[] }) {
  const [picked, setPicked] = useState<string | undefined>();
  const shown = pictures.find((picture) => picture.key === picked) ?? pictures[0];
  if (!shown) return <div className="gallery gallery-empty">No pictures yet</div>;
  return (
    <div className="gallery">
      <Picture key={shown.key} className="gallery-main" src={shown.url} alt={shown.alt} width={480} height={480} />
      {pictures.length > 1 && (
        <ul className="gallery-thumbnails" aria-label="Pictures">
          {pictures.map((picture, index) => (
            <li key={picture.key}>
              <button
                type="button"
                aria-label={`Show picture ${index + 1}: ${picture.alt}`}
                aria-pressed={picture.key === shown.key}
                onClick={() => setPicked(picture.key)}
              >
                <Picture src={picture.thumbnailUrl ?? picture.url} alt="" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
