/** The API key and site headers the contract pairs on admin calls. */
export const admin = {
  Authorization: 'IST.eyJraWQiOiJQb3pIX2FDMiIsImFsZyI6IlJTMjU2In0.admin-key',
  'wix-site-id': '0b4c3a1e-6f2d-4c58-9a0e-8d7f1e2b3c4d',
};

/** A visitor's access token. */
export const visitor = { Authorization: 'OauthNG.JWS.eyJraWQiOiJZU0JvR2ZGUyIsImFsZyI6IlJTMjU2In0.visitor' };
