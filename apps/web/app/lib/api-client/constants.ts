export const REQUEST_TIMEOUT_MS = 60_000;
export const REFRESH_RETRY_WAIT_MS = 2_000;
export const API_KEY_HEADER = 'x-api-key';
export const REFRESH_TOKEN_PATH = '/auth/refresh-token';
