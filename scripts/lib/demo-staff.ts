/** The staff account `npm start` gives the store manager, printed beside the demo member. */
export const DEMO_STAFF = { email: 'staff@sitekit.dev', password: 'sandbox-staff' } as const;
