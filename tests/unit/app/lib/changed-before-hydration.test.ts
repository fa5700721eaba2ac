// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { changedBeforeHydration, formQuery } from '../../../../app/src/lib/changed-before-hydration.js';

/** A filter form as the server renders it: the values are the HTML's own. */
function serverForm(): HTMLFormElement {
  document.body.innerHTML = `<form method="get">
    <input name="q" type="search" value="">
    <select name="sort"><option value="featured" selected>Featured</option><option value="name-desc">Z to A</option></select>
    <input name="inStock" type="checkbox" value="1">
    <textarea name="note"></textarea>
  </form>`;
  return document.querySelector('form')!;
}

describe('changedBeforeHydration', () => {
  it('is false for a form as the server rendered it', () => {
    expect(changedBeforeHydration(serverForm())).toBe(false);
  });

  it.each([
    ['a typed search', (form: HTMLFormElement) => ((form.elements.namedItem('q') as HTMLInputElement).value = 'Linen')],
    [
      'a chosen option',
      (form: HTMLFormElement) => ((form.elements.namedItem('sort') as HTMLSelectElement).value = 'name-desc'),
    ],
    [
      'a ticked box',
      (form: HTMLFormElement) => ((form.elements.namedItem('inStock') as HTMLInputElement).checked = true),
    ],
    ['typed text', (form: HTMLFormElement) => ((form.elements.namedItem('note') as HTMLTextAreaElement).value = 'x')],
  ])('is true after %s', (_, change) => {
    const form = serverForm();
    change(form);
    expect(changedBeforeHydration(form)).toBe(true);
  });
});

describe('formQuery', () => {
  it('is the query the form sends, without its empty fields', () => {
    const form = serverForm();
    (form.elements.namedItem('sort') as HTMLSelectElement).value = 'name-desc';
    (form.elements.namedItem('inStock') as HTMLInputElement).checked = true;
    expect(formQuery(form)).toBe('?sort=name-desc&inStock=1');
  });
});
