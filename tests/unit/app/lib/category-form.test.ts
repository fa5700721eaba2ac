import { describe, expect, it } from 'vitest';
import { categoryUpdateForm, newCategoryForm } from '../../../../app/src/lib/category-form';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe.each([
  ['newCategoryForm', newCategoryForm],
  ['categoryUpdateForm', categoryUpdateForm],
])('%s', (_, form) => {
  it('takes an empty slug, which the hint offers (the platform makes one from the name)', () => {
    expect(messagesOf(form.safeParse({ name: 'Gifts', slug: '', description: '' }))).toEqual([]);
  });

  it('takes a name and slug with spaces around them, as they are sent trimmed', () => {
    expect(messagesOf(form.safeParse({ name: ' Gifts ', slug: ' gifts ', description: '' }))).toEqual([]);
  });

  it('says in the store’s words what is wrong with a name or slug', () => {
    expect(messagesOf(form.safeParse({ name: '  ', slug: 'Not A Slug!', description: '' }))).toEqual([
      'name: Give the category a name',
      'slug: Use lower-case letters, digits and dashes, or leave it empty',
    ]);
  });

  it('applies the contract’s limits to what is sent', () => {
    expect(messagesOf(form.safeParse({ name: 'x'.repeat(81), slug: '', description: '' }))).toHaveLength(1);
  });
});
