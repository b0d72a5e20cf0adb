import { webServerConfig } from '~/lib/config.server';

const IMAGE_KEY = /^[a-f0-9]{32}\.webp$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound = () =>
  new Response('No image has this name.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });

/**
 * /media/images/{key} when the web app runs alone (react-router-serve): the API's stored image, passed
 * through. In the one-process server the API answers this path itself and this route is never reached.
 */
export async function imageResponse(key: string | undefined): Promise<Response> {
  if (!key || !IMAGE_KEY.test(key)) return notFound();
  const apiOrigin = webServerConfig.apiUrl.replace(/\/api\/?$/, '');
  const upstream = await fetch(`${apiOrigin}/media/images/${key}`);
  if (!upstream.ok || !upstream.body) return notFound();
  return new Response(upstream.body, {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
