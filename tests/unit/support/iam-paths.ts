/** The identity endpoints the auth tests answer, as paths on the test API host. */
export const IAM = {
  login: '/_api/iam/authentication/v2/login',
  register: '/_api/iam/authentication/v2/register',
  verify: '/_api/iam/verification/v1/auth/verify',
  validateEmail: '/_api/iam/authentication/v2/validate-email',
} as const;
