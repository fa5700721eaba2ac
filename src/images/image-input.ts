import type { ContractImage } from '../../generated/image-schemas.gen.js';

/** Whether `T` is exactly the image object `I`: the same keys, each assignable both ways. */
type SameShape<T, I> = I extends unknown
  ? [T] extends [I]
    ? [I] extends [T]
      ? [keyof T] extends [keyof I]
        ? [keyof I] extends [keyof T]
          ? true
          : never
        : never
      : never
    : never
  : never;

type IsContractImage<T> = [SameShape<T, ContractImage>] extends [never] ? false : true;

/**
 * A request type in which every image object of the contract (a schema marked `x-image`) may also be given as the
 * platform's image string (`wix:image://v1/…` or a plain address), which sitekit sends as the object
 * (src/images/image-objects.ts). Answers keep the wire's objects.
 */
export type WithImageStrings<T> = unknown extends T
  ? T
  : T extends string | number | boolean | bigint | null | undefined
    ? T
    : IsContractImage<T> extends true
      ? T | string
      : T extends readonly (infer E)[]
        ? WithImageStrings<E>[]
        : { [K in keyof T]: WithImageStrings<T[K]> };
