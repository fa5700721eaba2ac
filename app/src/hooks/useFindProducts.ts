import { useState } from 'react';

/** How many products a "find products to add" search shows. */
export const FOUND_PRODUCTS_LIMIT = 8;

/** The text typed to find products to add, and the trimmed term to search for ('' while there is none). */
export function useFindProductsTerm() {
  const [text, setText] = useState('');
  return { text, setText, term: text.trim() };
}
