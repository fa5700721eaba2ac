import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src',
  ssr: true,
  // A test builds into a directory of its own (app/serve-app.ts).
  buildDirectory: process.env.SITEKIT_APP_BUILD_DIR ?? 'build',
} satisfies Config;
