import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * Zod Mini loads no locale, so without one every issue's message is just "Invalid input". Like zod classic does on its
 * first schema, this sets English when no locale is configured yet; an application's own `z.config(...)` wins whether
 * it runs before or after. Called at the top of the modules that read issue messages, so it has run before any parse
 * whose errors sitekit reports (a bundler cannot drop it: those modules are always imported for their exports).
 */
export function useEnglishZodMessages(): void {
  if (!config().localeError) config(en());
}
