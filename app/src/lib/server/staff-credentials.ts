import { createHash, timingSafeEqual } from 'node:crypto';

/** The one staff account that may open the store manager (the server's environment names it). */
export interface StaffCredentials {
  email: string;
  password: string;
}

/** Equal-length digests, compared in constant time: how long it takes says nothing of where the inputs differ. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether the email (in any case, around spaces) and the password are the staff's; both are always compared. */
export function matchesStaff(given: StaffCredentials, staff: StaffCredentials): boolean {
  const emailMatches = sameSecret(given.email.trim().toLowerCase(), staff.email.trim().toLowerCase());
  const passwordMatches = sameSecret(given.password, staff.password);
  return emailMatches && passwordMatches;
}
