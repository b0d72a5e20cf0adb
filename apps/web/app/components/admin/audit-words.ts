import type { AuditEntryView } from '@carefinder/contracts';

/** What each verb of the log did, in the past tense; any other verb is said as it is. */
const DONE: Record<string, string> = {
  create: 'added',
  update: 'changed',
  delete: 'deleted',
  close: 'closed',
  merge: 'merged',
  hide: 'hid',
  publish: 'published again',
  approve: 'approved',
  reject: 'rejected',
  reply: 'answered',
  dismiss: 'dismissed',
};

/** The entities whose type is not the words for them. */
const NOUNS: Record<string, string> = {
  'listing-claim': 'request to manage a listing',
  'contact-message': 'message',
  'emergency-contact': 'emergency number',
  'content-page': 'page',
  'duplicate-flag': 'pair of possible duplicates',
  'blog-post': 'blog post',
  user: 'account',
};

export const entityNoun = (entity: string) => NOUNS[entity] ?? entity.replaceAll('-', ' ');

/** A field of a record in words: `openingHours` is "opening hours". */
export const fieldWords = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

const fieldsOf = (record: unknown): Record<string, unknown> =>
  record && typeof record === 'object' && !Array.isArray(record) ? (record as Record<string, unknown>) : {};

/** The fields a write changed: each with its value before and after (null where the record had none). */
export function changedFields(entry: Pick<AuditEntryView, 'before' | 'after'>) {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** A value of a record as a line of text: lists by commas, nothing as a dash. */
export function valueWords(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(valueWords).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const list = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** At most this many changed fields are named in the sentence; the table below has them all. */
const FIELDS_NAMED = 4;

/**
 * An entry in words: "Musa Bello changed the phones and opening hours of the facility Gwarinpa General
 * Hospital." The entity is named by what its record calls it, else by its id.
 */
export function entryWords(entry: AuditEntryView): string {
  const who = entry.actor?.name || entry.actor?.email || 'A deleted account';
  const verb = entry.action.split('.').at(-1) ?? entry.action;
  const what = `the ${entityNoun(entry.entity)} ${entry.entityName ?? entry.entityId}`;
  const fields = verb === 'update' ? changedFields(entry).map(({ field }) => fieldWords(field)) : [];
  if (!fields.length) return `${who} ${DONE[verb] ?? verb} ${what}.`;
  const named =
    fields.length > FIELDS_NAMED
      ? [...fields.slice(0, FIELDS_NAMED - 1), `${fields.length - FIELDS_NAMED + 1} other fields`]
      : fields;
  return `${who} changed the ${list(named)} of ${what}.`;
}
