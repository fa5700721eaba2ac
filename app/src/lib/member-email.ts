/*
 * The platform's tokens do not say who the member is, so the app remembers the email a member logged in or
 * registered with, to greet them. It is display data only.
 */
const KEY = 'sitekit-app.memberEmail';

export const rememberMemberEmail = (email: string) => localStorage.setItem(KEY, email);
export const memberEmail = () => localStorage.getItem(KEY) ?? undefined;
export const forgetMemberEmail = () => localStorage.removeItem(KEY);
