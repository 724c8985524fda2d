/**
 * The L1 runtime, as the generated L1 constructs and the L2 kit use it: the descriptions of a
 * type's inputs (descriptors.ts), rendering and checking a config (l1-runtime.ts, render.ts),
 * meta-arguments, import ids, and setting an input later. Not part of the public API: L2s use the
 * kit (`core/l2`), never this module.
 */
export { answerLiteralSecret, literalSecretAnswer } from './answered-secrets';
export { CHECKS, DEPRECATED, ELEMENT_META_KEYS, PROVIDER_META_KEYS, REQUIRED, SENSITIVE } from './descriptors';
export type { Collection, Field, Nested, Primitive, Struct, TypeRef } from './descriptors';
export { metaArguments, providerAlias } from './meta-arguments';
export { pathSteps, setItemAttribute } from './references';
export { appendInput, checkImportId, describedBy, ownerAnswers, ownerReported, rejectedInputs, renderConfig, renderedInput, renderedInputs, setInput, trySetInput, warnDeprecatedType } from './l1-runtime';
export type { SetInputOptions, TypeRule, ValueCheck } from './l1-runtime';
