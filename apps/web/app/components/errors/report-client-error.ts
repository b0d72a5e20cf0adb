/** Sends what went wrong to the API, so the error page's promise ("we have logged this error") holds. */
export async function reportClientError(error: unknown): Promise<void> {
  const { getBrowserApiClient } = await import('~/lib/api-client');
  const described =
    error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Unknown error');
  await getBrowserApiClient().post('/client-errors', {
    message: described.message.slice(0, 2_000) || 'Unknown error',
    ...(described.stack ? { stack: described.stack.slice(0, 10_000) } : {}),
    url: window.location.pathname + window.location.search,
  });
}
