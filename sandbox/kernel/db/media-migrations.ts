/** Schema steps for the Media Manager's files (versions 70–79 belong to this area). */
export const mediaMigrations = [
  {
    version: 70,
    name: 'media manager files and their upload URLs',
    sql: `
      CREATE TABLE media_files (
        id TEXT PRIMARY KEY,
        file_name TEXT NOT NULL,
        mime_type TEXT NOT NULL,
        size_in_bytes INTEGER NOT NULL,
        width INTEGER,
        height INTEGER,
        bytes BLOB NOT NULL,
        created_date TEXT NOT NULL
      );
      CREATE TABLE media_uploads (
        token TEXT PRIMARY KEY,
        mime_type TEXT NOT NULL,
        file_name TEXT,
        size_in_bytes INTEGER,
        expires_at INTEGER NOT NULL
      );
    `,
  },
];
