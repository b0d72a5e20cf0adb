/**
 * The public pages of the static sitemap: every page that renders today and is not a listing (facility and
 * provider pages have their own files) nor a search. A page added to the route table belongs here once it
 * is built.
 */
export const STATIC_SITEMAP_PATHS = [
  '/',
  '/covid-19',
  '/emergency-contacts',
  '/facility-types-directory',
  '/facility-service-directory',
  '/specialty-directory',
  '/conditions-directory',
  '/procedures-directory',
  '/about-us',
  '/faq',
  '/privacyPolicy',
  '/terms',
  '/contactUs',
  '/open-data',
] as const;
