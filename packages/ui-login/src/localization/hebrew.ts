import type { Locale } from './index';
import { he } from './he';

/** Hebrew, right-to-left: `localization={{ locale: hebrew }}` with `import { hebrew } from '@portico/ui-login/locales/he'`. */
export const hebrew: Locale = { lang: 'he', dir: 'rtl', strings: he };
export { he };
