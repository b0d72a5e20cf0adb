import {
  SHORT_CODE,
  type EmergencyCategory,
  type EmergencyContact,
  type EmergencyContactList,
  type EmergencyContactPatch,
  type ProblemFieldError,
  type emergencyContactInputSchema,
} from '@carefinder/contracts';
import type { z } from 'zod';
import type { Database } from '@carefinder/db';
import { etagOf } from '../../lib/etag.ts';
import { toE164 } from '../../lib/phone.ts';
import { HttpProblem } from '../../lib/problem.ts';
import {
  changeAudited,
  createAudited,
  removeAudited,
  type AuditedEntity,
  type AuditedWriter,
} from '../audit/service.ts';
import {
  deleteEmergencyContact,
  findEmergencyContact,
  findStateIdByAlias,
  insertEmergencyContact,
  listEmergencyContacts,
  updateEmergencyContact,
  type EmergencyContactRow,
  type EmergencyContactValues,
} from './repository.ts';

/** What an emergency contact is called in the audit log (`emergency-contact.update`). */
export const EMERGENCY_CONTACT_ENTITY = 'emergency-contact';

/** Who writes, where the change and its audit entry go (one transaction), and today's date for checks. */
export interface EmergencyContactWriter extends AuditedWriter {
  now: () => Date;
}

type EmergencyContactInput = z.output<typeof emergencyContactInputSchema>;

function toContact(row: EmergencyContactRow): EmergencyContact {
  return {
    id: row.id,
    name: row.name,
    phones: row.phones,
    state: row.stateAlias && row.stateName ? { alias: row.stateAlias, name: row.stateName } : null,
    category: row.category as EmergencyCategory,
    hours: row.hours,
    note: row.note,
    source: { name: row.sourceName, url: row.sourceUrl },
    lastVerifiedAt: row.lastVerifiedAt,
    isDemo: row.isDemo,
  };
}

/** The fields an ADMIN edits, in one order: what the ETag and the audit entry are made of. */
function editable(contact: EmergencyContact) {
  const { name, phones, state, category, hours, note, source, lastVerifiedAt } = contact;
  return {
    name,
    phones,
    state: state ? { alias: state.alias } : null,
    category,
    hours,
    note,
    source,
    lastVerifiedAt,
  };
}

export const emergencyContactEtag = (contact: EmergencyContact) => etagOf(editable(contact));

const noSuchContact = (id: string) => new HttpProblem(404, `No emergency contact has the id ${id}.`);

const emergencyContacts: AuditedEntity<EmergencyContactRow, ReturnType<typeof editable>> = {
  name: EMERGENCY_CONTACT_ENTITY,
  lock: (tx, id) => findEmergencyContact(tx, id, { lock: true }),
  missing: noSuchContact,
  editable: (row) => editable(toContact(row)),
};

const PHONE_MESSAGE =
  'Enter a short code as dialled (e.g. 112) or a phone number, e.g. 0803 123 4567 or +234 803 123 4567.';

/**
 * The phones as stored: a short code (3 to 6 digits: 112, 6232) as dialled, any other number in E.164
 * (spec §5: whitespace removed, +234 when there is no leading +); blanks dropped, each number once. An
 * invalid number is an error naming its place in the list (`phones.1`).
 */
export function normaliseEmergencyPhones(phones: readonly string[]): {
  phones: string[];
  errors: ProblemFieldError[];
} {
  const normalised: string[] = [];
  const errors: ProblemFieldError[] = [];
  phones.forEach((phone, index) => {
    const compact = phone.replace(/\s/g, '');
    if (!compact) return;
    const number = SHORT_CODE.test(compact) ? compact : toE164(compact);
    if (number === undefined) errors.push({ path: `phones.${index}`, message: PHONE_MESSAGE });
    else if (!normalised.includes(number)) normalised.push(number);
  });
  return { phones: normalised, errors };
}

/** Today in Africa/Lagos (UTC+1, no daylight saving), as YYYY-MM-DD. */
function lagosToday(now: Date): string {
  return new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The row values of an input or patch: phones normalised, the state alias resolved, the verification day
 * not in the future. Every problem is one 400 naming each field.
 */
async function toValues(
  db: Database,
  input: EmergencyContactPatch,
  now: Date,
): Promise<Partial<EmergencyContactValues>> {
  const errors: ProblemFieldError[] = [];
  const values: Partial<EmergencyContactValues> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.category !== undefined) values.category = input.category;
  if (input.hours !== undefined) values.hours = input.hours;
  if (input.note !== undefined) values.note = input.note;
  if (input.source !== undefined) {
    values.sourceName = input.source.name;
    values.sourceUrl = input.source.url;
  }
  if (input.phones !== undefined) {
    const { phones, errors: phoneErrors } = normaliseEmergencyPhones(input.phones);
    errors.push(...phoneErrors);
    values.phones = phones;
  }
  if (input.state !== undefined) {
    if (input.state === null) values.stateId = null;
    else {
      const stateId = await findStateIdByAlias(db, input.state.alias);
      if (stateId === undefined)
        errors.push({ path: 'state.alias', message: `No state has the alias "${input.state.alias}".` });
      else values.stateId = stateId;
    }
  }
  if (input.lastVerifiedAt !== undefined) {
    if (input.lastVerifiedAt > lagosToday(now))
      errors.push({ path: 'lastVerifiedAt', message: 'The day it was verified cannot be in the future.' });
    values.lastVerifiedAt = input.lastVerifiedAt;
  }
  if (errors.length)
    throw new HttpProblem(400, errors.map((error) => `${error.path}: ${error.message}`).join(' '), errors);
  return values;
}

export async function listContacts(db: Database): Promise<EmergencyContactList> {
  return { items: (await listEmergencyContacts(db)).map(toContact) };
}

export async function readContact(db: Database, id: string): Promise<EmergencyContact> {
  const row = await findEmergencyContact(db, id);
  if (!row) throw noSuchContact(id);
  return toContact(row);
}

export async function createContact(
  writer: EmergencyContactWriter,
  input: EmergencyContactInput,
): Promise<EmergencyContact> {
  const id = await createAudited(writer, emergencyContacts, async (tx) =>
    insertEmergencyContact(tx, (await toValues(tx, input, writer.now())) as EmergencyContactValues),
  );
  return readContact(writer.db, id);
}

export async function changeContact(
  writer: EmergencyContactWriter,
  id: string,
  patch: EmergencyContactPatch,
  ifMatch: readonly string[],
): Promise<EmergencyContact> {
  await changeAudited(writer, emergencyContacts, id, ifMatch, async (tx) =>
    updateEmergencyContact(tx, id, await toValues(tx, patch, writer.now())),
  );
  return readContact(writer.db, id);
}

export async function removeContact(
  writer: EmergencyContactWriter,
  id: string,
  ifMatch: readonly string[],
): Promise<void> {
  await removeAudited(writer, emergencyContacts, id, ifMatch, (tx) => deleteEmergencyContact(tx, id));
}
