// The demo's own words (its header, home page and hints), in the languages the Portico UI packages ship. The
// dev-only pages (mailbox, login methods, sensitive action) stay English and say so with lang="en".
const en = {
  brand: 'Portico demo',
  skipToContent: 'Skip to content',
  loading: 'Loading…',
  nav: { label: 'Demo', admin: 'Admin portal', hosted: 'Hosted portal', mailbox: 'Dev mailbox', sensitive: 'Sensitive action', loginMethods: 'Login methods' },
  language: 'Language',
  preview: 'Preview mode',
  previewBanner: 'Preview mode: sample data with 500 ms delays, no server. Any email and password sign in.',
  home: {
    title: 'Home',
    loading: 'Loading your session…',
    welcome: 'Welcome, {name}',
    signedIn: 'You are signed in to the Portico demo.',
    name: 'Name',
    email: 'Email',
    tenant: 'Tenant',
    activeTenant: 'Active tenant',
    roles: 'Roles',
    logOut: 'Log out',
  },
  hint: {
    title: 'Try it',
    preview: 'Preview mode: any email and password sign in to sample data.',
    or: 'or',
    password: 'Password',
    newAccounts: 'New accounts: mail arrives in the',
    mailbox: 'dev mailbox',
  },
  admin: { title: 'Admin portal' },
};

/** The demo's strings, English shape. */
export type DemoStrings = typeof en;

const he: DemoStrings = {
  brand: 'הדגמת Portico',
  skipToContent: 'דילוג לתוכן',
  loading: 'טוען…',
  nav: { label: 'הדגמה', admin: 'פורטל ניהול', hosted: 'פורטל מתארח', mailbox: 'תיבת דואר לפיתוח', sensitive: 'פעולה רגישה', loginMethods: 'שיטות התחברות' },
  language: 'שפה',
  preview: 'מצב תצוגה מקדימה',
  previewBanner: 'מצב תצוגה מקדימה: נתוני דוגמה עם השהיה של 500 ms, ללא שרת. כל אימייל וסיסמה מתחברים.',
  home: {
    title: 'דף הבית',
    loading: 'טוען את ההתחברות שלך…',
    welcome: 'שלום, {name}',
    signedIn: 'התחברת להדגמת Portico.',
    name: 'שם',
    email: 'אימייל',
    tenant: 'חשבון',
    activeTenant: 'החשבון הפעיל',
    roles: 'תפקידים',
    logOut: 'התנתקות',
  },
  hint: {
    title: 'לנסות',
    preview: 'מצב תצוגה מקדימה: כל אימייל וסיסמה מתחברים לנתוני הדוגמה.',
    or: 'או',
    password: 'סיסמה',
    newAccounts: 'חשבונות חדשים: הדואר מגיע אל',
    mailbox: 'תיבת הדואר לפיתוח',
  },
  admin: { title: 'פורטל ניהול' },
};

/** Strings per language of the demo. */
export const STRINGS = { en, he } as const;
