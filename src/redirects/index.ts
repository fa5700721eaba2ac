export { createRedirects, type RedirectsModule } from './redirects.js';
