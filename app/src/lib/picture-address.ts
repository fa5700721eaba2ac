/** What a merchant reads when a picture's address is not one. */
export const PICTURE_ADDRESS_MESSAGE = 'Give the picture’s full address, starting with https:// (or http://)';

/** Whether `text` is the address of a picture on the web: an http(s) URL with a host. */
export function isPictureAddress(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
