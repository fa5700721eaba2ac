// `npm run build:app`: the app's production build (browser and server) into app/build, for `npm run serve`.
import { DEFAULT_BUILD_DIR, buildApp } from '../app/serve-app.js';

await buildApp(process.env.SITEKIT_APP_BUILD_DIR ?? DEFAULT_BUILD_DIR);
console.log(
  `The app is built in ${process.env.SITEKIT_APP_BUILD_DIR ?? DEFAULT_BUILD_DIR}; \`npm run serve\` runs it.`,
);
