/** The longest a cache may keep an error answer that may be kept at all (a 404, a 400): a minute. */
export const ERROR_MAX_AGE_SECONDS = 60;

const DIRECTIVE_WITH_SECONDS = /^(max-age|s-maxage)=(\d+)$/i;

/**
 * The Cache-Control an error answer leaves with, whatever its route set: an outage or a refusal (5xx, 429)
 * passes in seconds, so no cache may keep it and serve it after recovery (`no-store`); any other error (a
 * 404, a 400) is kept at most ERROR_MAX_AGE_SECONDS, with no stale serving. Answers below 400 keep theirs.
 */
export function errorCacheControl(status: number, cacheControl: string | undefined): string | undefined {
  if (status < 400) return cacheControl;
  if (status >= 500 || status === 429) return 'no-store';
  if (!cacheControl) return cacheControl;
  const directives = cacheControl.split(',').map((directive) => directive.trim().toLowerCase());
  if (directives.some((directive) => directive === 'no-store' || directive === 'no-cache'))
    return cacheControl;
  const maxAge = Math.min(
    ERROR_MAX_AGE_SECONDS,
    ...directives.flatMap((directive) => {
      const seconds = DIRECTIVE_WITH_SECONDS.exec(directive)?.[2];
      return seconds === undefined ? [] : [Number(seconds)];
    }),
  );
  const scope = directives.find((directive) => directive === 'public' || directive === 'private');
  return `${scope ? `${scope}, ` : ''}max-age=${maxAge}`;
}
