/** One field of an edited entry, as text: what the admin reads to compare two versions. */
export interface FieldText {
  label: string;
  text: string;
}

/**
 * What a refused save (412) says above ChangedMeanwhile, `what` naming the entry ('this contact'): the
 * form still holds the admin's values, and saving again applies them on top of the version below.
 */
export const changedMeanwhileMessage = (what: string) =>
  `Someone changed ${what} since you opened it. Their version is below: check it, then save again to ` +
  'apply your changes on top of it.';

/**
 * After a refused save (412: someone else saved first), what they changed: the fields where their saved
 * version differs from the version the admin opened, as they now are.
 */
export function ChangedMeanwhile({
  saved,
  opened,
}: {
  saved: readonly FieldText[];
  opened: readonly FieldText[];
}) {
  const differences = saved.filter(
    (field) => opened.find((before) => before.label === field.label)?.text !== field.text,
  );
  if (!differences.length) return null;
  return (
    <div className="rounded-md border border-amber-700 bg-amber-50 p-3 text-gray-900">
      <h3 className="font-semibold">Saved by someone else meanwhile</h3>
      <dl className="mt-1 grid gap-1 md:grid-cols-[auto_1fr] md:gap-x-4">
        {differences.map((field) => (
          <div key={field.label} className="contents">
            <dt className="font-semibold">{field.label}</dt>
            <dd className="break-words">{field.text || '(empty)'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
