import type { FieldViolation } from '../../../generated/types.gen.js';
import { REDIRECT_INTENT_FIELDS } from '../../../src/redirects/redirect-fields.js';
import { childOf, eachItem, exactlyOneOf, isPlainObject, onlyKeys } from './one-of.js';

export type OneOfRule = (raw: unknown) => FieldViolation[];

const CAPTCHA_KEYS = ['Recaptcha', 'InvisibleRecaptcha', 'NoCaptcha', 'recaptchaForClientSiteKey'];
const CUSTOM_VALUE_KEYS = ['strValue', 'numValue', 'dateValue', 'listValue', 'mapValue', 'boolValue'];
export const FACTOR_DATA_KEYS = {
  SMS: 'smsData',
  CALL: 'callData',
  EMAIL: 'emailData',
  TOTP: 'totpData',
  PUSH: 'pushData',
  WEBAUTHN: 'webauthnData',
  RECOVERY_CODE: 'recoveryCodeData',
  PASSWORD: 'passwordData',
} as const;

export const captchaTokensRule: OneOfRule = (raw) =>
  eachItem(childOf(raw, 'captchaTokens'), 'captchaTokens', (item, field) => exactlyOneOf(item, CAPTCHA_KEYS, field));

function customValueRule(value: unknown, field: string, depth = 0): FieldViolation[] {
  if (depth > 8) return [];
  const own = exactlyOneOf(value, CUSTOM_VALUE_KEYS, field);
  const list = eachItem(childOf(childOf(value, 'listValue'), 'value'), `${field}.listValue.value`, (item, f) =>
    customValueRule(item, f, depth + 1),
  );
  const map = childOf(childOf(value, 'mapValue'), 'value');
  const mapEntries = isPlainObject(map)
    ? Object.entries(map).flatMap(([key, item]) => customValueRule(item, `${field}.mapValue.value.${key}`, depth + 1))
    : [];
  return [...own, ...list, ...mapEntries];
}

export const profileRule: OneOfRule = (raw) =>
  eachItem(childOf(childOf(raw, 'profile'), 'customFields'), 'profile.customFields', (item, field) =>
    customValueRule(childOf(item, 'value'), `${field}.value`),
  );

export const registerRules: OneOfRule = (raw) => [...captchaTokensRule(raw), ...profileRule(raw)];

export const verifyFactorRule: OneOfRule = (raw) => exactlyOneOf(raw, Object.values(FACTOR_DATA_KEYS), '$');

export const redirectIntentRule: OneOfRule = (raw) => exactlyOneOf(raw, REDIRECT_INTENT_FIELDS, '$');

export const productMediaRule: OneOfRule = (raw) =>
  eachItem(childOf(raw, 'media'), 'media', (item, field) => [
    ...exactlyOneOf(item, ['mediaId', 'url'], field),
    ...onlyKeys(item, ['mediaId', 'url', 'choice'], field),
  ]);

export const bulkSetRule: OneOfRule = (raw) => {
  const set = childOf(raw, 'set');
  const keys = ['price', 'cost', 'weight', 'ribbon', 'brand'];
  return [...exactlyOneOf(set, keys, 'set'), ...onlyKeys(set, keys, 'set')];
};

export const bulkAdjustRule: OneOfRule = (raw) => {
  const adjust = childOf(raw, 'adjust');
  const keys = ['price', 'cost', 'weight'];
  const byProperty = keys.flatMap((key) => {
    const adjustment = childOf(adjust, key);
    return [
      ...exactlyOneOf(adjustment, ['percentage', 'amount'], `adjust.${key}`),
      ...onlyKeys(adjustment, ['percentage', 'amount'], `adjust.${key}`),
    ];
  });
  return [...exactlyOneOf(adjust, keys, 'adjust'), ...onlyKeys(adjust, keys, 'adjust'), ...byProperty];
};

/** The item of a categories call: `item` (the official client) or `itemReference` (the REST reference). */
export const itemOrItemReferenceRule: OneOfRule = (raw) => exactlyOneOf(raw, ['item', 'itemReference'], '$');
