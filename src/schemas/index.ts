/**
 * `sitekit/schemas`: the contract's generated Zod Mini schemas, each built on its first call (`zProduct()`,
 * `zCreateProductBody()`, ...), e.g. for forms. A bundler keeps only the ones an app calls.
 */
export * from '../../generated/zod-lazy.gen.js';
