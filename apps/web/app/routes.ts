import { type RouteConfig, index, route } from '@react-router/dev/routes';

/**
 * The route table of the product spec §2, every path. Pages that a later capability builds answer 404
 * (routes/not-found.tsx) until it lands; each keeps its own id so the table stays complete.
 */
const notYetBuilt = (path: string, id: string) => route(path, 'routes/not-found.tsx', { id });

export default [
  // Public
  index('routes/home.tsx'),
  notYetBuilt('covid-19', 'covid-19'),
  notYetBuilt('emergency-contacts', 'emergency-contacts'),
  notYetBuilt('facilities/:id', 'facility-detail'),
  route('facilityDetails/:id', 'routes/facility-details-redirect.tsx'),
  notYetBuilt('providers/:id', 'provider-detail'),
  notYetBuilt('search-result', 'search-result'),
  notYetBuilt('blog', 'blog'),
  notYetBuilt('blog/:id', 'blog-post'),
  notYetBuilt('facility-types-directory', 'facility-types-directory'),
  notYetBuilt('facility-service-directory', 'facility-service-directory'),
  notYetBuilt('specialty-directory', 'specialty-directory'),
  notYetBuilt('conditions-directory', 'conditions-directory'),
  notYetBuilt('procedures-directory', 'procedures-directory'),
  route('about-us', 'routes/about-us.tsx'),
  route('aboutUs', 'routes/about-us-redirect.tsx'),
  route('privacyPolicy', 'routes/privacy-policy.tsx'),
  route('terms', 'routes/terms.tsx'),
  notYetBuilt('contactUs', 'contact-us'),
  route('faq', 'routes/faq.tsx'),
  notYetBuilt('change-password', 'change-password'),
  notYetBuilt('user/dashboard', 'user-dashboard'),
  notYetBuilt('user/profile', 'user-profile'),
  notYetBuilt('provider/dashboard', 'provider-dashboard'),

  // Guest-only
  notYetBuilt('login', 'login'),
  notYetBuilt('signup', 'signup'),
  notYetBuilt('forgot-password', 'forgot-password'),
  notYetBuilt('reset-password', 'reset-password'),
  notYetBuilt('verify-token', 'verify-token'),
  notYetBuilt('admin-login', 'admin-login'),

  // FACILITY_ADMIN only
  notYetBuilt('facility/dashboard', 'facility-dashboard'),

  // ADMIN only
  ...[
    'procedures',
    'users',
    'qualities',
    'conditions',
    'practice-areas',
    'blogs',
    'add-blog',
    'edit-blog/:id',
    'awards',
    'insurance',
    'facilities',
    'emergency',
    'dashboard',
    'providers',
    'services',
    'facility-types',
    'specialties',
  ].map((page) => notYetBuilt(`admin/${page}`, `admin-${page.replace('/:id', '')}`)),

  route('*', 'routes/not-found.tsx', { id: 'catch-all' }),
] satisfies RouteConfig;
