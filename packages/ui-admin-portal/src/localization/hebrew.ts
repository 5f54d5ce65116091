import type { AdminLocale } from './index';
import { he } from './he';

/** Hebrew, right-to-left: `localization={{ locale: hebrew }}` with `import { hebrew } from '@portico/ui-admin-portal/locales/he'`. */
export const hebrew: AdminLocale = { lang: 'he', dir: 'rtl', strings: he };
export { he };
