import type { CreateRedirectSessionRequest } from '../../generated/types.gen.js';

/** Every field name of any member of a union (`keyof` alone gives only the names all members share). */
type AnyMemberKey<T> = T extends unknown ? keyof T : never;

type RedirectRequestField = AnyMemberKey<CreateRedirectSessionRequest>;
/** The intent fields: those of one member only (a request carries exactly one of them). */
export type RedirectIntentField = Exclude<RedirectRequestField, keyof CreateRedirectSessionRequest>;

/** `satisfies Record<…>` fails to compile when the contract adds, renames or drops a field. */
const INTENTS = {
  bookingsCheckout: true,
  ecomCheckout: true,
  eventsCheckout: true,
  paidPlansCheckout: true,
  login: true,
  logout: true,
  auth: true,
  storesProduct: true,
  bookingsBook: true,
  ecomOrderPaymentRequest: true,
} as const satisfies Record<RedirectIntentField, true>;

const SHARED = { callbacks: true, preferences: true, origin: true } as const satisfies Record<
  keyof CreateRedirectSessionRequest,
  true
>;

/** The redirect session's intents, exactly one of which a request carries. */
// The annotations let a bundler drop these lists from an app that never builds a redirect (a call is kept otherwise).
export const REDIRECT_INTENT_FIELDS = /* @__PURE__ */ Object.keys(INTENTS) as readonly RedirectIntentField[];

/** Every field of a redirect-session request: one intent plus the shared options. */
export const REDIRECT_REQUEST_FIELDS = /* @__PURE__ */ (
  REDIRECT_INTENT_FIELDS as readonly RedirectRequestField[]
).concat(/* @__PURE__ */ Object.keys(SHARED) as RedirectRequestField[]);
