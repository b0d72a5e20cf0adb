import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { TAXONOMY_KINDS } from '@carefinder/contracts';
import { TRANSLATED_PAGES } from './lib/i18n/locales';

/**
 * The route table of the product spec §2, every path.
 *
 * Gates (spec §2, §4, §6) are layout routes whose client loader decides from the stored access token;
 * their pages render in the browser, where the tokens are (DESIGN §2; decision 0005).
 */

/**
 * A page in every language: `/path` in English, `/ha/path`, `/yo/path`, `/ig/path`, `/pcm/path` (its loader
 * turns any other prefix away). Only the pages listed as translated, so no page is served half in English.
 */
function translated(path: string, file: string, options?: { id: string }) {
  if (!TRANSLATED_PAGES.includes(path)) throw new Error(`${path || '/'} is not in TRANSLATED_PAGES`);
  return route(path === '' ? ':lang?' : `:lang?/${path}`, file, options ?? {});
}

export default [
  // Public
  translated('', 'routes/home.tsx'),
  translated('covid-19', 'routes/covid-19.tsx'),
  translated('emergency-contacts', 'routes/emergency-contacts.tsx'),
  translated('facilities/:id', 'routes/facility-detail.tsx'),
  route('facilityDetails/:id', 'routes/facility-details-redirect.tsx'),
  translated('providers/:id', 'routes/provider-detail.tsx'),
  // Not in the spec's table: a visitor's correction of a listing ("Suggest a correction"), no account needed.
  translated('facilities/:id/correction', 'routes/listing-correction.tsx', { id: 'facility-correction' }),
  translated('providers/:id/correction', 'routes/listing-correction.tsx', { id: 'provider-correction' }),
  translated('search-result', 'routes/search-result.tsx'),
  translated('blog', 'routes/blog.tsx'),
  route('blog/rss.xml', 'routes/blog-rss.ts'),
  translated('blog/:id', 'routes/blog-post.tsx'),
  translated('facility-types-directory', 'routes/facility-types-directory.tsx'),
  translated('facility-service-directory', 'routes/facility-service-directory.tsx'),
  translated('specialty-directory', 'routes/specialty-directory.tsx'),
  translated('conditions-directory', 'routes/conditions-directory.tsx'),
  translated('procedures-directory', 'routes/procedures-directory.tsx'),
  translated('about-us', 'routes/about-us.tsx'),
  route('aboutUs', 'routes/about-us-redirect.tsx'),
  translated('privacyPolicy', 'routes/privacy-policy.tsx'),
  translated('terms', 'routes/terms.tsx'),
  translated('contactUs', 'routes/contact-us.tsx'),
  translated('faq', 'routes/faq.tsx'),
  // Not in the spec's table: explains the open-data files below (/open-data/*), which the footer links to.
  route('open-data', 'routes/open-data-page.tsx'),

  // Signed in, any user type (spec §2 lists these as public; §4 sends visitors without a token to /)
  layout('routes/gates/signed-in.tsx', [
    translated('change-password', 'routes/change-password.tsx'),
    translated('user/dashboard', 'routes/user-dashboard.tsx'),
    translated('user/profile', 'routes/user-profile.tsx'),
    route('provider/dashboard', 'routes/provider-dashboard.tsx'),
    // Not in the spec's table: a signed-in user asks to manage a listing ("Manage this facility").
    route('facilities/:id/claim', 'routes/facility-claim.tsx'),
    route('providers/:id/claim', 'routes/provider-claim.tsx'),
    // Not in the spec's table: a doctor whom no profile names asks to be listed ("List yourself").
    route('providers/new', 'routes/provider-new-claim.tsx'),
  ]),

  // Guest-only: a signed-in user goes to the stored origin or their dashboard
  layout('routes/gates/guest-only.tsx', [
    translated('login', 'routes/login.tsx'),
    translated('signup', 'routes/signup.tsx'),
    translated('forgot-password', 'routes/forgot-password.tsx'),
    translated('reset-password', 'routes/reset-password.tsx'),
    route('admin-login', 'routes/admin-login.tsx'),
  ]),
  layout('routes/gates/guest-verify.tsx', [translated('verify-token', 'routes/verify-token.tsx')]),

  // FACILITY_ADMIN only
  layout('routes/gates/facility-admin-only.tsx', [
    route('facility/dashboard', 'routes/facility-dashboard.tsx'),
  ]),

  // ADMIN only
  layout('routes/gates/admin-only.tsx', [
    route('admin/dashboard', 'routes/admin-dashboard.tsx'),
    // The resource pages (users, the curated lists, claims, facility moves, reviews, messages, the outbox, the
    // audit log, posts, emergency numbers, search lexicon): admin-resources.ts. Claims, moves, reviews, messages (the contact
    // form's inbox), the outbox and the audit log are not in the spec's list.
    ...[
      'users',
      ...TAXONOMY_KINDS,
      'claims',
      'moves',
      'reviews',
      'messages',
      'outbox',
      'sms-outbox',
      'audit',
      'blogs',
      'emergency',
      'search-lexicon',
      'closures',
    ].map((name) => route(`admin/${name}`, 'routes/admin-resource.tsx', { id: `admin-${name}` })),
    // Facilities and doctors: resource pages whose editor has a map (its tile settings from the server).
    ...['facilities', 'providers'].map((name) =>
      route(`admin/${name}`, 'routes/admin-listings.tsx', { id: `admin-${name}` }),
    ),
    route('admin/add-blog', 'routes/admin-add-blog.tsx'),
    // Not in the spec's list: a ministry's readiness list (CSV), checked then applied.
    route('admin/readiness-import', 'routes/admin-readiness-import.tsx'),
    // Not in the spec's list: the USSD menu played in the browser, as a phone would (issue 35).
    route('admin/ussd', 'routes/admin-ussd.tsx'),
    route('admin/edit-blog/:id', 'routes/admin-edit-blog.tsx'),
    // Not in the spec's list: the covid-19 page's text, in the blog's editor.
    route('admin/covid-19', 'routes/admin-covid-19.tsx'),
  ]),

  // Resource routes (files, not pages): for search engines, and the open-data downloads
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('sitemaps/:file', 'routes/sitemap-file.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // What the service worker shows offline for a page never visited, in the language the site was read in.
  translated('offline.html', 'routes/offline-page.ts'),
  route('open-data/:file', 'routes/open-data.ts'),
  // What pages' data names instead of carrying, fetched after the first paint (decision 0036).
  route('messages/:locale/:file', 'routes/message-catalog.ts'),
  route('search-options/:locale/:file', 'routes/search-options.ts'),
  route('directories/:locale/:file', 'routes/directory-entries.ts'),
  // A page's data, when large, follows its first paint instead of riding in its HTML (decision 0037).
  route('page-data/:hash/*', 'routes/page-data.ts'),
  route('media/images/:key', 'routes/media-image.ts'),

  route('*', 'routes/not-found.tsx', { id: 'catch-all' }),
] satisfies RouteConfig;
