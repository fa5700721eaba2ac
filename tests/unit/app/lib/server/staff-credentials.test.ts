import { describe, expect, it } from 'vitest';
import { matchesStaff } from '../../../../../app/src/lib/server/staff-credentials';

const staff = { email: 'staff@sitekit.dev', password: 'sandbox-staff' };

describe('matchesStaff', () => {
  it('takes the staff email in any case, around spaces, with its password', () => {
    expect(matchesStaff({ email: ' Staff@Sitekit.dev ', password: 'sandbox-staff' }, staff)).toBe(true);
  });

  it('refuses a wrong password, a wrong email, a password of another length or empty fields', () => {
    expect(matchesStaff({ email: staff.email, password: 'sandbox-stafF' }, staff)).toBe(false);
    expect(matchesStaff({ email: 'demo@sitekit.dev', password: staff.password }, staff)).toBe(false);
    expect(matchesStaff({ email: staff.email, password: 'sandbox-staff-and-more' }, staff)).toBe(false);
    expect(matchesStaff({ email: '', password: '' }, staff)).toBe(false);
  });
});
