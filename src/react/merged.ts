/** The members of a union of object types as one object type: `{ a } | { b }` → `{ a } & { b }`. */
export type Merged<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never;
