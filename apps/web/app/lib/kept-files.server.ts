import { data, redirect } from 'react-router';
import { contentHash, IMMUTABLE } from './content-hash.server';
import type { KeptFile } from './kept-files';

/** Content as a kept file (kept-files.ts): its JSON, and its address from its folder, name and the JSON's hash. */
export function keptFileOf<Content>(
  folder: string,
  name: string,
  content: Content,
): { address: KeptFile<Content>; json: string } {
  const json = JSON.stringify(content);
  return { address: `/${folder}/${name}.${contentHash(json)}.json`, json };
}

/** The name in a kept file's file name (`shell` of `shell.3f9a2c1d0e.json`); undefined for another shape. */
export const keptFileName = (file: string): string | undefined =>
  /^([a-z0-9_-]+)\.[0-9a-f]{10}\.json$/.exec(file)?.[1];

/**
 * The answer at a kept file's address: its JSON, kept a year; for an address of older content (another
 * build, a list edited since), where today's is; not found when there is no such file.
 */
export function keptFileResponse(
  file: string,
  today: { address: string; json: string } | undefined,
): Response {
  // Not kept anywhere: another server of a rolling deploy may have the file in a moment.
  if (!today) throw data('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  if (!today.address.endsWith(`/${file}`))
    throw redirect(today.address, { headers: { 'Cache-Control': 'no-cache' } });
  return new Response(today.json, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': IMMUTABLE },
  });
}
