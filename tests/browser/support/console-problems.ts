import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface ConsoleProblem {
  text: string;
  /** The script or resource the console entry points at. */
  url: string;
}

/** Every console error and uncaught error of a page and its frames. */
export class ConsoleProblems {
  readonly entries: ConsoleProblem[] = [];

  constructor(page: Page) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      this.entries.push({ text: message.text(), url: message.location().url });
    });
    page.on('pageerror', (error) => this.entries.push({ text: `uncaught: ${error.message}`, url: '' }));
  }

  /** Checks that exactly `count` entries match (a failure a test provokes on purpose) and takes them off the list. */
  takeExpected(matches: (problem: ConsoleProblem) => boolean, count = 1): ConsoleProblem[] {
    const taken = this.entries.filter(matches);
    expect(taken, `expected console errors: ${JSON.stringify(this.entries)}`).toHaveLength(count);
    for (const problem of taken) this.entries.splice(this.entries.indexOf(problem), 1);
    return taken;
  }

  expectNone(): void {
    expect(this.entries).toEqual([]);
  }
}
