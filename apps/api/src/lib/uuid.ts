const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a record (and must not reach a uuid column as a query error). */
export const isUuid = (value: string) => UUID.test(value);
