/** A field's value for comparing: lists of slugs or phones compare as sets, whatever their order. */
const comparable = (value: unknown) =>
  JSON.stringify(
    Array.isArray(value) && value.every((item) => typeof item === 'string') ? [...value].sort() : value,
  );

/**
 * After a refused save (412): the values to save again. A field the admin left as they opened it takes what
 * was saved meanwhile; a field they changed keeps their change. So saving again applies the admin's changes
 * on top of the other save, and loses neither (the fields both changed show the admin's, with theirs beside).
 */
export function changesOnTop<Values extends object>(opened: Values, yours: Values, saved: Values): Values {
  const merged = { ...yours };
  for (const field of Object.keys(yours) as (keyof Values)[])
    if (comparable(yours[field]) === comparable(opened[field])) merged[field] = saved[field];
  return merged;
}
