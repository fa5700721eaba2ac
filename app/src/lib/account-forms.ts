import * as z from 'zod/mini';
import {
  zIdentityProfile,
  zLoginId,
  zRecoverRequest,
  zRegisterV2Request,
  zVerifyDuringAuthenticationRequest,
} from './schemas';

/** The account forms, built on the generated request schemas (email format and length come from the contract). */
export const loginForm = z.object({
  email: zLoginId.shape.email,
  password: zRegisterV2Request.shape.password.check(z.minLength(1, 'Enter your password')),
});

export const registerForm = z.object({
  firstName: zIdentityProfile.shape.firstName,
  lastName: zIdentityProfile.shape.lastName,
  email: zLoginId.shape.email,
  password: zRegisterV2Request.shape.password.check(z.minLength(6, 'The password needs at least 6 characters')),
});

export const emailForm = z.object({ email: zLoginId.shape.email });

export const newPasswordForm = z
  .object({
    password: zRecoverRequest.shape.password.def.innerType.check(
      z.minLength(6, 'The password needs at least 6 characters'),
    ),
    confirm: z.string(),
  })
  .check(
    z.refine((form) => form.password === form.confirm, {
      path: ['confirm'],
      message: 'The passwords differ: type the same new password twice',
    }),
  );

export const codeForm = z.object({
  code: zVerifyDuringAuthenticationRequest.shape.code.check(z.trim(), z.minLength(1, 'Enter the code from the email')),
});
