import { useState, type ImgHTMLAttributes } from 'react';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  src: string | undefined;
  /** What the picture shows; the placeholder is named by it too. Empty for a picture beside its own words. */
  alt: string;
  /** The placeholder's name when `alt` is empty. */
  missingLabel?: string;
};

/**
 * A picture that becomes a placeholder (a framed outline of a picture, named by the picture's text) when it has no
 * address or its address does not load, rather than the browser's broken-image icon and alt text.
 */
export function Picture({ src, alt, missingLabel = 'No picture', className, width, height, ...rest }: PictureProps) {
  const [failed, setFailed] = useState<string | undefined>();
  if (!src || failed === src) {
    return (
      <span
        className={['picture-placeholder', className].filter(Boolean).join(' ')}
        role="img"
        aria-label={alt || missingLabel}
        // A picture with a class is sized by the stylesheet; one without keeps its own size.
        style={className ? undefined : { width: Number(width), height: Number(height) }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="M3 18l5-5 4 4 3-3 6 6" />
        </svg>
      </span>
    );
  }
  return (
    <img
      {...rest}
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      onError={() => setFailed(src)}
      // A picture in the server's HTML may have failed before the page's script could hear of it.
      ref={(image) => {
        if (image?.complete && image.naturalWidth === 0) setFailed(src);
      }}
    />
  );
}
