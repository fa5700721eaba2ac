/** Schema steps for by-filter jobs (versions 50–59 belong to this area). */
export const jobMigrations = [
  {
    version: 50,
    name: 'v3 jobs say why they failed',
    sql: 'ALTER TABLE v3_jobs ADD COLUMN failure TEXT;',
  },
];
