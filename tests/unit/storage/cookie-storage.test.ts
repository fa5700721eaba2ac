import { describe, expect, it } from 'vitest';
import { cookieStorage, type CookieAttributes } from '../../../src/storage/index.js';
import { readCookie, serializeCookie } from '../../../src/storage/cookie-serialization.js';

describe('cookie serialization', () => {
  it('writes a Set-Cookie value with safe defaults', () => {
    expect(serializeCookie('sitekit.c.tokens', '{"a":"b c"}', {})).toBe(
      'sitekit.c.tokens=%7B%22a%22%3A%22b%20c%22%7D; Path=/; Max-Age=2592000; SameSite=Lax; Secure; HttpOnly',
    );
    expect(
      serializeCookie('n', 'v', {
        domain: 'shop.test',
        httpOnly: true,
        secure: false,
        sameSite: 'Strict',
        maxAgeSeconds: 5,
      }),
    ).toBe('n=v; Path=/; Max-Age=5; Domain=shop.test; SameSite=Strict; HttpOnly');
  });

  it('reads one cookie from a header', () => {
    expect(readCookie('a=1; sitekit.c.tokens=%7B%7D; b=2', 'sitekit.c.tokens')).toBe('{}');
    expect(readCookie('a=1', 'missing')).toBeUndefined();
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBeUndefined();
  });
});

describe('cookie attributes from hostile input', () => {
  it('escapes a cookie name that would inject attributes, and reads it back under the same name', () => {
    const name = 'sitekit.x"; Domain=evil.com; a=.tokens';
    const header = serializeCookie(name, 'v', {});
    expect(header.split('; ').filter((part) => part.startsWith('Domain'))).toEqual([]);
    expect(header.startsWith('sitekit.x%22%3B%20Domain%3Devil.com%3B%20a%3D.tokens=v;')).toBe(true);
    expect(readCookie(header.split(';')[0]!, name)).toBe('v');
  });

  it('refuses a domain or path that is not a plain value, naming the attribute', () => {
    expect(() => serializeCookie('n', 'v', { domain: 'shop.test; SameSite=None' })).toThrow(/cookie domain/);
    expect(() => serializeCookie('n', 'v', { path: '/; Domain=evil.com' })).toThrow(/cookie path/);
    expect(serializeCookie('n', 'v', { domain: '.shop.test' })).toContain('Domain=.shop.test');
  });
});

describe('cookieStorage', () => {
  it('reads from a Cookie header and collects Set-Cookie values for the response', () => {
    const storage = cookieStorage({ cookieHeader: 'other=1; k=%22stored%22' });
    expect(storage.get('k')).toBe('"stored"');
    storage.set('k', 'new value');
    expect(storage.get('k')).toBe('new value');
    storage.remove('gone');
    expect(storage.get('gone')).toBeNull();
    expect(storage.setCookieHeaders()).toEqual([
      'k=new%20value; Path=/; Max-Age=2592000; SameSite=Lax; Secure; HttpOnly',
      'gone=; Path=/; Max-Age=0; SameSite=Lax; Secure; HttpOnly',
    ]);
  });

  it('goes through a framework cookie jar, sync or async, with the attributes', async () => {
    const jar = new Map<string, string>();
    const calls: [string, string, CookieAttributes][] = [];
    const storage = cookieStorage(
      {
        jar: {
          get: async (name) => jar.get(name),
          set: async (name, value, attributes) => {
            calls.push([name, value, attributes]);
            if (attributes.maxAgeSeconds === 0) jar.delete(name);
            else jar.set(name, value);
          },
        },
      },
      { httpOnly: true },
    );
    await storage.set('k', 'v');
    expect(await storage.get('k')).toBe('v');
    await storage.remove('k');
    expect(await storage.get('k')).toBeUndefined();
    expect(calls[0]?.[2]).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax', secure: true });
    expect(calls[1]).toEqual(['k', '', expect.objectContaining({ maxAgeSeconds: 0 })]);
  });

  it('uses a document.cookie-like target in a browser, never HttpOnly', () => {
    const written: string[] = [];
    const target = {
      get cookie() {
        return 'k=%22x%22';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const storage = cookieStorage({ document: target }, { httpOnly: true });
    expect(storage.get('k')).toBe('"x"');
    storage.set('k', 'y');
    expect(written[0]).toBe('k=y; Path=/; Max-Age=2592000; SameSite=Lax; Secure');
  });

  it('needs a source outside a browser', () => {
    expect(() => cookieStorage()).toThrow(TypeError);
  });
});
