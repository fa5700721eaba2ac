import type { AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { acceptEmptyBody } from '../../../src/http/accept-empty-body.js';

const answer = (data: unknown) => ({ data, status: 200 }) as AxiosResponse;

describe('acceptEmptyBody', () => {
  it.each(['', undefined, null])('reads an empty body (%j) as {}', (data) => {
    expect(acceptEmptyBody(answer(data)).data).toEqual({});
  });

  it('passes any other body unchanged', () => {
    expect(acceptEmptyBody(answer({ product: { id: 'p1' } })).data).toEqual({ product: { id: 'p1' } });
    expect(acceptEmptyBody(answer(0)).data).toBe(0);
  });
});
