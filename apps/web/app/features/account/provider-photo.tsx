import type { ProviderDetail } from '@carefinder/contracts';
import { useFetcher } from 'react-router';
import { RemoveForm } from '~/components/forms/remove-form';
import { ErrorSummary, useFocusOnErrors } from '~/components/forms/error-summary';
import { SubmitButton } from '~/components/ui/submit-button';
import type { FormActionResult } from '~/lib/forms/form-action';
import { PhotoUploadFields } from './photo-upload-fields';
import { PUT_PHOTO_INTENT, REMOVE_PHOTO_INTENT } from './provider-photo-actions';

/** The provider's photo as their profile shows it, the way to take it off, and the form to put one on. */
export function ProviderPhotoSection({ provider }: { provider: ProviderDetail }) {
  const putter = useFetcher<FormActionResult>();
  const errors = putter.data?.ok === false ? putter.data.errors : undefined;
  const { formRef, summaryRef } = useFocusOnErrors(errors);
  const { photo } = provider;
  return (
    <div className="flex flex-col gap-4">
      {photo ? (
        <div className="flex flex-wrap items-end gap-3">
          <img
            src={photo.url}
            alt={photo.alt}
            width={160}
            height={160}
            className="h-40 w-40 rounded-full bg-gray-100 object-cover"
          />
          <RemoveForm fields={{ intent: REMOVE_PHOTO_INTENT, providerId: provider.id }}>
            Remove your photo
          </RemoveForm>
        </div>
      ) : (
        <p className="text-gray-800">
          Your profile shows your initials. A photo helps patients recognise you.
        </p>
      )}
      <ErrorSummary errors={errors} ref={summaryRef} />
      <putter.Form
        // A photo put on empties the form.
        key={putter.data?.ok ? 'put' : 'putting'}
        method="post"
        encType="multipart/form-data"
        noValidate
        ref={formRef}
        className="flex flex-col gap-3"
      >
        <input type="hidden" name="intent" value={PUT_PHOTO_INTENT} />
        <input type="hidden" name="providerId" value={provider.id} />
        <PhotoUploadFields
          label={photo ? 'Replace your photo' : 'Add your photo'}
          of="provider"
          errors={errors}
        />
        <SubmitButton variant="secondary" className="self-start" loading={putter.state !== 'idle'}>
          Upload the photo
        </SubmitButton>
      </putter.Form>
    </div>
  );
}
