import { transformSDKImageToRESTImage } from '@wix/sdk-runtime/transformations/image';
import { describe, expect, it } from 'vitest';
import { imageObjectOf, withImageObjects } from '../../../src/images/image-objects.js';

const MEDIA_ID = '5e3a91_0b7c2d4e6f8a4b1c9d0e2f3a4b5c6d7e~mv2.jpg';
const WITH_SIZES = `wix:image://v1/${MEDIA_ID}/linen%20sand.jpg#originWidth=1200&originHeight=800`;
const PLAIN = 'https://images.example.com/linen-sand.jpg';

describe('imageObjectOf', () => {
  it('reads an image string with its origin sizes as the id, sizes, file name, alt text and the string as url', () => {
    expect(imageObjectOf(WITH_SIZES)).toEqual({
      id: MEDIA_ID,
      width: 1200,
      height: 800,
      filename: 'linen sand.jpg',
      altText: 'linen sand.jpg',
      url: WITH_SIZES,
    });
  });

  it('reads a plain address as {url}', () => {
    expect(imageObjectOf(PLAIN)).toEqual({ url: PLAIN });
  });

  it('reads an image string without a file name as its id and sizes', () => {
    expect(imageObjectOf(`wix:image://v1/${MEDIA_ID}/#originWidth=10&originHeight=20`)).toEqual({
      id: MEDIA_ID,
      width: 10,
      height: 20,
    });
    // The platform's client would add the alt text "undefined" here.
    expect(imageObjectOf(`wix:image://v1/${MEDIA_ID}#originWidth=10&originHeight=20`)).toEqual({
      id: MEDIA_ID,
      width: 10,
      height: 20,
    });
  });

  it.each([
    ['an image string with origin sizes', WITH_SIZES],
    ['a plain address', PLAIN],
    ['an image string without a file name', `wix:image://v1/${MEDIA_ID}/#originWidth=10&originHeight=20`],
    ['an image string without sizes', `wix:image://v1/${MEDIA_ID}/front.jpg`],
    ['the older image:// form', `image://v1/${MEDIA_ID}/front.jpg#originWidth=3&originHeight=4`],
    ['an empty string', ''],
  ])('converts %s as the platform client does', (_name, value) => {
    expect(imageObjectOf(value)).toEqual(transformSDKImageToRESTImage(value));
  });

  it('leaves a string that is no address for the request check to name', () => {
    expect(imageObjectOf('linen.jpg')).toBe('linen.jpg');
  });
});

describe('withImageObjects', () => {
  const paths = ['body.category.image', 'body.products.*.media.itemsInfo.items.*.image'];

  it('converts the strings at each path, through every array element', () => {
    const request = {
      body: {
        category: { name: 'Shirts', image: PLAIN },
        products: [{ media: { itemsInfo: { items: [{ image: WITH_SIZES }, { id: MEDIA_ID }] } } }],
      },
    };
    expect(withImageObjects(request, paths)).toEqual({
      body: {
        category: { name: 'Shirts', image: { url: PLAIN } },
        products: [{ media: { itemsInfo: { items: [{ image: imageObjectOf(WITH_SIZES) }, { id: MEDIA_ID }] } } }],
      },
    });
    expect(request.body.category.image).toBe(PLAIN);
  });

  it('passes an image object through untouched, and the request itself when nothing changes', () => {
    const image = { id: MEDIA_ID, url: PLAIN, width: 1, height: 2, filename: 'a.jpg', altText: 'A' };
    const request = { body: { category: { image } } };
    expect(withImageObjects(request, paths)).toBe(request);
    expect(withImageObjects({ body: {} }, paths)).toEqual({ body: {} });
  });
});
