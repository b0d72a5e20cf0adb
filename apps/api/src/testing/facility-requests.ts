import { expect } from 'vitest';
import type { FacilityDetail } from '@carefinder/contracts';
import type { App } from '../app.ts';
import { withBearer } from './factories.ts';
import { withApiKey } from './test-app.ts';

/** A facility read as its page reads it, and a PATCH with the ETag just read, as a signed-in editor sends it. */
export function facilityRequests(app: App) {
  async function read(id: string) {
    const response = await app.inject({ url: `/api/facilities/${id}`, headers: withApiKey() });
    expect(response.statusCode, response.body).toBe(200);
    return { facility: response.json<FacilityDetail>(), etag: String(response.headers.etag) };
  }
  async function patch(id: string, token: string, payload: object) {
    const { etag } = await read(id);
    return app.inject({
      method: 'PATCH',
      url: `/api/facilities/${id}`,
      headers: withBearer(token, { 'if-match': etag }),
      payload,
    });
  }
  return { read, patch };
}
