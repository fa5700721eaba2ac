import { createHash } from 'node:crypto';
import { escapeHtml } from './escape-html.js';

/** The width and height of every placeholder picture, in pixels. */
export const PLACEHOLDER_SIDE = 1000;

/**
 * A product image drawn from its file name, so the demo store needs no network: `linen-shirt--c8b69a.svg` is a sand
 * coloured tile labelled "Linen Shirt". Names without a colour get one from their hash.
 */
export function placeholderSvg(fileName: string): string {
  const base = fileName.replace(/\.(svg|jpe?g|png)$/i, '').replace(/~mv2$/, '');
  const [namePart = base, colorPart] = base.split('--');
  const color = colorPart && /^[0-9a-f]{6}$/i.test(colorPart) ? `#${colorPart}` : hashColor(base);
  const label = namePart
    .split(/[-_]+/)
    .filter(Boolean)
    .slice(0, 4)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
  const ink = isLight(color) ? '#2b2b2b' : '#fafafa';
  const side = PLACEHOLDER_SIDE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 1000 1000">
<rect width="1000" height="1000" fill="${color}"/>
<circle cx="500" cy="430" r="210" fill="${ink}" fill-opacity="0.08"/>
<text x="500" y="800" font-family="Georgia, serif" font-size="64" fill="${ink}" text-anchor="middle">${escapeHtml(label)}</text>
</svg>`;
}

function hashColor(seed: string): string {
  const hue = createHash('sha1').update(seed).digest().readUInt16BE(0) % 360;
  return hslToHex(hue, 35, 72);
}

function hslToHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function isLight(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 150;
}
