import { describe, expect, it } from 'vitest';
import { exportedNames } from '../../../scripts/lib/exported-names.js';

describe('exportedNames', () => {
  it('lists the names a module declares with export const', () => {
    const source = 'const local = 1;\nexport const zA = /* @__PURE__ */ lazySchema(() => 1);\nexport const zB = 2;\n';
    expect([...exportedNames(source)]).toEqual(['zA', 'zB']);
  });
});
