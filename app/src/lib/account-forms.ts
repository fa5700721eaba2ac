import { z } from 'zod';
import { zIdentityProfile, zLoginId, zRecoverRequest, zRegisterV2Request } from './schemas';

/** The account forms, built on the generated request schemas (email format and length come from the contract). */
export const loginForm = z.object({
  email: zLoginId.shape.email,
  password: zRegisterV2Request.shape.password.min(1, 'Enter your password'),
});

export const registerForm = z.object({
  firstName: zIdentityProfile.shape.firstName,
  lastName: zIdentityProfile.shape.lastName,
  email: zLoginId.shape.email,
  password: zRegisterV2Request.shape.password.min(6, 'Use at least 6 characters'),
});

export const emailForm = z.object({ email: zLoginId.shape.email });

export const newPasswordForm = z
  .object({
    password: zRecoverRequest.shape.password.unwrap().min(6, 'Use at least 6 characters'),
    confirm: z.string(),
  })
  .refine((form) => form.password === form.confirm, { path: ['confirm'], message: 'The passwords differ' });
