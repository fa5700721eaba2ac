import { useState } from 'react';
import type { MediaItem } from 'sitekit';
import { imageUrl } from '../../lib/product-display';

/** The product's pictures: one large, the rest as thumbnails to pick from. */
export function ProductGallery({ items, productName }: { items: MediaItem[]; productName: string }) {
  const [picked, setPicked] = useState<string | undefined>();
  const shown = items.find((item) => item.id === picked) ?? items[0];
  if (!shown) return <div className="gallery gallery-empty">No pictures yet</div>;
  return (
    <div className="gallery">
      <img className="gallery-main" src={imageUrl(shown)} alt={shown.title ?? productName} width={480} height={480} />
      {items.length > 1 && (
        <ul className="gallery-thumbnails" aria-label="Pictures">
          {items.map((item, index) => (
            <li key={item.id ?? index}>
              <button
                type="button"
                aria-label={`Show picture ${index + 1}${item.title ? `: ${item.title}` : ''}`}
                aria-pressed={item.id === shown.id}
                onClick={() => setPicked(item.id)}
              >
                <img src={imageUrl(item, 'thumbnail')} alt="" width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
