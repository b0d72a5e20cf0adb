import type { Language } from '@carefinder/contracts';

/**
 * The site's languages (contracts' LANGUAGES, held equal by a test): English unprefixed, the others under
 * their code (/ha, /yo, /ig, /pcm). Written out here because every page's script imports this module, and a
 * value from the contracts would bring their schemas, and zod, with it.
 */
export const LOCALES = ['en', 'ha', 'yo', 'ig', 'pcm'] as const satisfies readonly Language[];
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language by its own name, as the switcher offers it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ha: 'Hausa',
  yo: 'Yorùbá',
  ig: 'Igbo',
  pcm: 'Naijá (Pidgin)',
};

/**
 * The languages whose translations no native speaker has reviewed yet (their messages are still marked
 * fuzzy in the PO files, docs/translating.md): pages in them say so.
 */
export const DRAFTED_LOCALES: readonly Locale[] = ['ha', 'yo', 'ig', 'pcm'];

/** `<html lang>` and hreflang: Nigerian English; the others have one form each. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-NG', ha: 'ha', yo: 'yo', ig: 'ig', pcm: 'pcm' };

/** The text pages' shared layout: each of their catalogs holds its few words, so each page loads one. */
const CONTENT_PAGE = ['features/static-pages/content-page.tsx'] as const;

/**
 * The catalogs (one PO file per language each) and the folders under app/ whose messages they hold. A page
 * loads the shell's catalog and its own.
 */
export const CATALOGS = {
  shell: [
    'root.tsx',
    'components/layout',
    'components/errors',
    'components/search',
    // The few words of every form's parts: fields, the error summary, the submit button.
    'components/forms/text-field.tsx',
    'components/forms/error-summary.tsx',
    'components/ui/submit-button.tsx',
    // What the pages of accounts say without scripts: their gates render it on the server, before a catalog.
    'lib/auth/gate-layout.tsx',
    'lib/auth/enter-area.ts',
    'features/auth/verify-email.ts',
    'components/ui/toast',
    // The account pages' titles: their pages' words come with the browser's decision, after the server's head.
    'routes/user-dashboard.tsx',
    'routes/user-profile.tsx',
    'routes/change-password.tsx',
  ],
  /** The account forms' fields, and the refusals forms word. */
  forms: ['components/forms/person-fields.tsx', 'components/forms/worded-messages.ts'],
  contact: ['routes/contact-us.tsx', 'features/contact', 'components/forms/honeypot.tsx'],
  corrections: ['routes/listing-correction.tsx', 'features/corrections', 'components/forms/honeypot.tsx'],
  auth: [
    'routes/login.tsx',
    'routes/signup.tsx',
    'routes/forgot-password.tsx',
    'routes/reset-password.tsx',
    'routes/verify-token.tsx',
    'features/auth',
  ],
  home: ['routes/home.tsx', 'features/home'],
  emergency: ['routes/emergency-contacts.tsx', 'features/emergency-contacts'],
  directories: ['features/directories'],
  search: ['routes/search-result.tsx', 'features/search'],
  covid: ['routes/covid-19.tsx', 'features/covid-19'],
  blog: ['routes/blog.tsx', 'routes/blog-post.tsx', 'features/blog'],
  about: ['routes/about-us.tsx', 'features/static-pages/about-us-page.tsx', ...CONTENT_PAGE],
  faq: ['routes/faq.tsx', 'features/static-pages/faq-page.tsx', ...CONTENT_PAGE],
  privacy: ['routes/privacy-policy.tsx', 'features/static-pages/privacy-policy-page.tsx', ...CONTENT_PAGE],
  terms: ['routes/terms.tsx', 'features/static-pages/terms-page.tsx', ...CONTENT_PAGE],
  /** What the results and the listings' own pages show of a listing. */
  listings: ['components/listing'],
  /** The signed-in user's own pages, and the parts every dashboard shares. */
  account: [
    'features/account/user-dashboard-page.tsx',
    'features/account/user-profile-page.tsx',
    'features/account/change-password-page.tsx',
    'features/account/account-sections.tsx',
    'features/account/account-actions.ts',
    'features/account/my-saved.tsx',
    'features/account/my-reviews.tsx',
    'features/account/my-claims.tsx',
    'features/account/my-location.tsx',
    'features/account/my-data.tsx',
    'components/forms/confirm-dialog.tsx',
  ],
  'listing-pages': [
    'routes/facility-detail.tsx',
    'routes/provider-detail.tsx',
    'features/facilities',
    'features/providers',
    'features/reviews',
    // A review's author confirms its deletion in it, as the account pages do.
    'components/forms/confirm-dialog.tsx',
  ],
} as const;
export type CatalogName = keyof typeof CATALOGS;

/** What the guest pages (sign-in, sign-up, passwords, verification) load besides the shell. */
export const GUEST_PAGE_CATALOGS: readonly CatalogName[] = ['auth', 'forms'];

/**
 * The pages served in every language (route paths, without the language prefix). A page joins when all its
 * words are in the catalogs; until then its links stay English.
 */
export const TRANSLATED_PAGES: readonly string[] = [
  '',
  'emergency-contacts',
  'facility-types-directory',
  'facility-service-directory',
  'specialty-directory',
  'conditions-directory',
  'procedures-directory',
  'search-result',
  'covid-19',
  'blog',
  'blog/:id',
  'facilities/:id',
  'providers/:id',
  'facilities/:id/correction',
  'providers/:id/correction',
  'about-us',
  'faq',
  'privacyPolicy',
  'terms',
  'contactUs',
  'login',
  'signup',
  'forgot-password',
  'reset-password',
  'verify-token',
  'user/dashboard',
  'user/profile',
  'change-password',
  'offline.html',
];

export const isLocale = (value: string | undefined): value is Locale =>
  (LOCALES as readonly string[]).includes(value ?? '');

/** The language a page is served in, read leniently: the page's own loader turns a wrong prefix away. */
export const requestedLocale = (params: { lang?: string }): Locale =>
  isLocale(params.lang) ? params.lang : SOURCE_LOCALE;
