import sharp, { type Metadata } from 'sharp';
import { HttpProblem } from '../problem.ts';

/** The formats an upload may be, told by its bytes (never by its name or declared type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export interface ImageLimits {
  /** Most pixels (width × height) of the uploaded image. */
  maxInputPixels: number;
  /** The stored image fits in this box (never enlarged). */
  maxWidth: number;
  maxHeight: number;
}

export interface PreparedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

const refused = (message: string, status = 400) =>
  new HttpProblem(status, message, [{ path: 'image', message }]);

/**
 * An uploaded image checked and made ready to store: its format read from its bytes (JPEG, PNG, WebP, GIF,
 * AVIF), its pixel count within the limit (checked from the header, before decoding), turned upright by its
 * EXIF orientation, resized to fit the box, and re-encoded as WebP without metadata (no camera or GPS data
 * is kept). Anything else is a 400 naming `image`.
 */
export async function prepareImage(input: Buffer, limits: ImageLimits): Promise<PreparedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refused('This file is not an image we can read: upload a JPEG, PNG, WebP, GIF or AVIF image.');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height)
    throw refused('This file is not an image we can read: upload a JPEG, PNG, WebP, GIF or AVIF image.');
  if (metadata.width * metadata.height > limits.maxInputPixels)
    throw refused(
      `This image is ${metadata.width} × ${metadata.height} pixels; at most ` +
        `${(limits.maxInputPixels / 1e6).toLocaleString('en')} megapixels are accepted.`,
    );
  try {
    const { data, info } = await sharp(input, { limitInputPixels: limits.maxInputPixels, animated: false })
      .rotate()
      .resize({ width: limits.maxWidth, height: limits.maxHeight, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw refused('This image is damaged or incomplete: export it again and upload it.');
  }
}

/** The pixel size of a stored image. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(bytes).metadata();
  return { width: width ?? 0, height: height ?? 0 };
}
