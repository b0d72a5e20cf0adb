import { FACILITY_PHOTOS_MAX, type FacilityPhoto } from '@carefinder/contracts';
import { useFetcher } from 'react-router';
import { RemoveForm } from '~/components/forms/remove-form';
import { ErrorSummary, useFocusOnErrors } from '~/components/forms/error-summary';
import { SubmitButton } from '~/components/ui/submit-button';
import type { FormActionResult } from '~/lib/forms/form-action';
import { ADD_PHOTO_INTENT, REMOVE_PHOTO_INTENT } from './facility-photos-actions';
import { PhotoUploadFields } from './photo-upload-fields';

/**
 * The active facility's photos as its page shows them, each with a way to remove it, and the form to add
 * one with what it shows (its alt text), up to FACILITY_PHOTOS_MAX.
 */
export function FacilityPhotosSection({
  facilityId,
  photos,
}: {
  facilityId: string;
  photos: readonly FacilityPhoto[];
}) {
  return (
    <div className="flex flex-col gap-4">
      {photos.length === 0 ? (
        <p className="text-gray-800">
          Your page has no photos yet. A photo of the entrance helps people find you.
        </p>
      ) : (
        <ul className="grid gap-3 base:grid-cols-2 md:grid-cols-3">
          {photos.map((photo, index) => (
            <PhotoItem key={photo.id} facilityId={facilityId} photo={photo} position={index + 1} />
          ))}
        </ul>
      )}
      {photos.length < FACILITY_PHOTOS_MAX ? (
        <AddPhoto facilityId={facilityId} />
      ) : (
        <p className="text-gray-800">
          Your page shows the most photos it can ({FACILITY_PHOTOS_MAX}): remove one to add another.
        </p>
      )}
    </div>
  );
}

function PhotoItem({
  facilityId,
  photo,
  position,
}: {
  facilityId: string;
  photo: FacilityPhoto;
  position: number;
}) {
  return (
    <li className="flex flex-col gap-2">
      <img
        src={photo.smallUrl ?? photo.url}
        alt={photo.alt}
        loading="lazy"
        width={400}
        height={300}
        className="aspect-[4/3] h-auto w-full rounded-md bg-gray-100 object-cover"
      />
      <RemoveForm fields={{ intent: REMOVE_PHOTO_INTENT, facilityId, photoId: photo.id }}>
        Remove
        <span className="sr-only">
          {' '}
          photo {position}: {photo.alt}
        </span>
      </RemoveForm>
    </li>
  );
}

function AddPhoto({ facilityId }: { facilityId: string }) {
  const adder = useFetcher<FormActionResult>();
  const errors = adder.data?.ok === false ? adder.data.errors : undefined;
  const { formRef, summaryRef } = useFocusOnErrors(errors);
  return (
    <>
      <ErrorSummary errors={errors} ref={summaryRef} />
      <adder.Form
        // A photo added empties the form.
        key={adder.data?.ok ? 'added' : 'adding'}
        method="post"
        encType="multipart/form-data"
        noValidate
        ref={formRef}
        className="flex flex-col gap-3"
      >
        <input type="hidden" name="intent" value={ADD_PHOTO_INTENT} />
        <input type="hidden" name="facilityId" value={facilityId} />
        <PhotoUploadFields label="Add a photo" of="facility" errors={errors} />
        <SubmitButton variant="secondary" className="self-start" loading={adder.state !== 'idle'}>
          Upload the photo
        </SubmitButton>
      </adder.Form>
    </>
  );
}
