import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * Zod Mini loads no locale, so without one every issue's message is just "Invalid input". Like zod classic does on its
 * first schema, this sets English when no locale is configured yet; an application's own `z.config(...)` wins whether
 * it runs before or after. Called when a request check fails (before it parses again for the error), when events are
 * decoded and validated, and when answers are checked; never at import, so that the package has no side effects at
 * load.
 */
export function useEnglishZodMessages(): void {
  if (!config().localeError) config(en());
}
