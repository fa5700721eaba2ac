const rules = new Intl.PluralRules('en-US');

/** A count with its noun in the right number: "1 product", "12 products". `plural` defaults to the noun + "s". */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${rules.select(count) === 'one' ? noun : plural}`;
}
