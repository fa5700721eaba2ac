import { describe, expect, it } from 'vitest';
import { isPictureAddress } from '../../../../app/src/lib/picture-address.js';

describe('isPictureAddress', () => {
  it.each([
    'https://images.example.com/coat.jpg',
    'http://127.0.0.1:4020/_sandbox/media/coat.svg',
    ' https://x.dev/a ',
  ])('takes the web address %s', (text) => expect(isPictureAddress(text)).toBe(true));

  it.each([
    'my holiday photo',
    'coat.jpg',
    '/media/coat.jpg',
    'ftp://files.example.com/coat.jpg',
    'javascript:alert(1)',
  ])('refuses %s', (text) => expect(isPictureAddress(text)).toBe(false));
});
