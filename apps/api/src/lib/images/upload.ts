import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from '../problem.ts';

/** The media types an image upload may declare; what it really is is read from its bytes (`prepareImage`). */
export const IMAGE_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
  'application/octet-stream',
];

/** Resizing takes a core for a moment: an account uploads at most this many images a minute. */
export const IMAGE_UPLOAD_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * Lets the routes of this plugin scope take an image's own bytes as the body (no multipart), at most
 * `maxBytes` (413 past it).
 */
export function acceptImageBodies(scope: FastifyInstance, maxBytes: number): void {
  scope.addContentTypeParser(
    IMAGE_UPLOAD_TYPES,
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_r, body, done) => done(null, body),
  );
}

/** The upload's bytes: 415 when it declares another type, 400 naming `image` when it is empty. */
export function uploadedImageBytes(request: FastifyRequest): Buffer {
  const declared = (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (!IMAGE_UPLOAD_TYPES.includes(declared))
    throw new HttpProblem(
      415,
      `Send the image's bytes as image/jpeg, image/png, image/webp, image/gif or image/avif.`,
    );
  if (!Buffer.isBuffer(request.body) || request.body.length === 0)
    throw new HttpProblem(400, 'Send the image as the request body.', [
      { path: 'image', message: 'Send the image as the request body.' },
    ]);
  return request.body;
}
