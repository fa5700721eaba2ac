import type { StaffCredentials } from './staff-credentials.js';
import { createStaffSessions, type StaffSessions } from './staff-session.js';

/**
 * What opens the store manager, from the server's environment: the site's API key, which only this server ever
 * holds (docs/decisions.md#41), and the staff who may have it used for them.
 */
export interface ManagerEnvironment {
  apiKey: string;
  siteId?: string;
  staff: StaffCredentials;
  /** Signs the staff sessions' cookie; a random one per start when left out. */
  sessionSecret?: string;
}

/** The store manager's access on a running server: the environment's, with its staff sessions. */
export interface ManagerAccess extends ManagerEnvironment {
  sessions: StaffSessions;
}

export function createManagerAccess(environment: ManagerEnvironment): ManagerAccess {
  if (!environment.staff.email || !environment.staff.password)
    throw new Error(
      'The store manager needs a staff email and password (SITEKIT_STAFF_EMAIL, SITEKIT_STAFF_PASSWORD).',
    );
  return { ...environment, sessions: createStaffSessions(environment.sessionSecret) };
}

/**
 * The store manager's environment from the process's: SITEKIT_API_KEY (and SITEKIT_SITE_ID), SITEKIT_STAFF_EMAIL and
 * SITEKIT_STAFF_PASSWORD, SITEKIT_SESSION_SECRET. No API key, no manager; a key without staff is a mistake said so.
 */
export function managerEnvironmentOf(env: Record<string, string | undefined>): ManagerEnvironment | undefined {
  const { SITEKIT_API_KEY: apiKey, SITEKIT_STAFF_EMAIL: email, SITEKIT_STAFF_PASSWORD: password } = env;
  if (!apiKey) return undefined;
  if (!email || !password)
    throw new Error('SITEKIT_API_KEY opens the store manager: set SITEKIT_STAFF_EMAIL and SITEKIT_STAFF_PASSWORD too.');
  return {
    apiKey,
    siteId: env.SITEKIT_SITE_ID || undefined,
    staff: { email, password },
    sessionSecret: env.SITEKIT_SESSION_SECRET || undefined,
  };
}
