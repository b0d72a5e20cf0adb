import {
  CONTENT_PAGE_KEYS,
  type ContentPage,
  type ContentPageKey,
  type ContentPagePatch,
} from '@carefinder/contracts';
import type { Database } from '@carefinder/db';
import { assertCurrent, etagOf } from '../../lib/etag.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { AuditLog } from '../audit/plugin.ts';
import { recordAudited } from '../audit/service.ts';
import { findPage, lockPage, updatePage, type ContentPageRow } from './repository.ts';

/** What a page is called in the audit log (`content-page.update`). */
export const CONTENT_PAGE_ENTITY = 'content-page';

const editable = ({ title, body, reviewedOn }: ContentPageRow) => ({ title, body, reviewedOn });

export const pageEtag = (row: ContentPageRow) => etagOf(editable(row));

function toPage(row: ContentPageRow): ContentPage {
  return {
    key: row.key as ContentPageKey,
    title: row.title,
    body: row.body,
    bodyHtml: renderMarkdown(row.body),
    reviewedOn: row.reviewedOn,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const noSuchPage = (key: string) => new HttpProblem(404, `No page is called "${key}".`);

const isPageKey = (key: string): key is ContentPageKey =>
  (CONTENT_PAGE_KEYS as readonly string[]).includes(key);

export async function readPage(db: Database, key: string) {
  if (!isPageKey(key)) throw noSuchPage(key);
  const row = await findPage(db, key);
  if (!row) throw new HttpProblem(404, `The page "${key}" has no text yet.`);
  return { page: toPage(row), etag: pageEtag(row) };
}

export interface PageWriter {
  db: Database;
  audit: AuditLog;
  actorId: string;
  now: Date;
}

export async function changePage(
  writer: PageWriter,
  key: string,
  patch: ContentPagePatch,
  ifMatch: readonly string[],
) {
  if (!isPageKey(key)) throw noSuchPage(key);
  await writer.db.transaction(async (tx) => {
    const current = await lockPage(tx, key);
    if (!current) throw new HttpProblem(404, `The page "${key}" has no text yet.`);
    assertCurrent(ifMatch, pageEtag(current));
    const before = editable(current);
    const after = {
      ...before,
      ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
    };
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    const updated = await updatePage(tx, key, { ...after, updatedBy: writer.actorId, updatedAt: writer.now });
    await recordAudited(writer, CONTENT_PAGE_ENTITY, key, 'update', { before, after: editable(updated) }, tx);
  });
  return readPage(writer.db, key);
}
