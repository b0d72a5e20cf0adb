import { announceToast } from '~/lib/announced-toasts';
import { formFields, submitToApi, type FormActionResult } from '~/lib/forms/form-action';
import { dismissDuplicates, mergeDuplicates } from './admin-dashboard-api';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A decision on a pair of possible duplicates: merge it into one of the two, or dismiss it. */
async function decideDuplicates(fields: Record<string, string>): Promise<FormActionResult> {
  const { intent, flagId = '', keep = '', keptName = '' } = fields;
  return submitToApi(async () => {
    if (intent === 'dismiss') {
      await dismissDuplicates(flagId);
      return 'Marked as not duplicates: the pair will not be proposed again.';
    }
    const { moved } = await mergeDuplicates(flagId, keep);
    return (
      `Merged into “${keptName}”: ${plural(moved.reviews, 'review')} and ${plural(moved.photos, 'photo')} ` +
      "moved; the other listing's page now leads to it."
    );
  });
}

/** The dashboard's form: merge a pair of possible duplicates, or dismiss it. */
export async function adminDashboardAction(request: Request): Promise<FormActionResult & { flagId: string }> {
  const fields = formFields(await request.formData());
  const result = await decideDuplicates(fields);
  if (result.ok) announceToast({ type: 'success', message: result.message ?? 'Done.' });
  return { ...result, flagId: fields.flagId ?? '' };
}
