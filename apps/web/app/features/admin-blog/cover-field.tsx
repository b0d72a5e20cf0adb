import type { CoverImage } from '@carefinder/contracts';
import { useId, useState } from 'react';
import { INPUT_CLASS } from '~/components/forms/input-class';
import { FieldShell, TextField } from '~/components/forms/text-field';
import { formErrorsFromApiError, firstErrorMessage } from '~/lib/forms/form-errors';
import { uploadCover } from './admin-blog-api';

export type CoverValue = Omit<CoverImage, 'alt'> & { alt: string };

const MAX_MB = 5;

/**
 * The cover image: a file chosen is uploaded at once (the API checks it by its bytes and stores it resized
 * as WebP), shown, and described for people who cannot see it. Remove takes it off the post.
 */
export function CoverField({
  value,
  onChange,
  error,
}: {
  value: CoverValue | null;
  onChange: (value: CoverValue | null) => void;
  error?: string;
}) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const statusId = useId();

  async function upload(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_MB * 1024 * 1024) {
      setUploadError(`This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_MB} MB.`);
      return;
    }
    setUploading(true);
    setUploadError(undefined);
    try {
      const image = await uploadCover(file);
      onChange({ ...image, alt: value?.alt ?? '' });
    } catch (caught) {
      setUploadError(firstErrorMessage(formErrorsFromApiError(caught)));
    } finally {
      setUploading(false);
    }
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-gray-300 p-3">
      <legend className="px-1 font-semibold text-gray-900">
        Cover image <span className="font-normal text-gray-700">(optional)</span>
      </legend>
      {value ? (
        <img
          src={value.url}
          alt=""
          width={value.width}
          height={value.height}
          // A flex item stretches across by default: it keeps its own proportions instead.
          className="h-auto max-h-48 w-auto max-w-full self-start rounded border border-gray-300 object-contain"
        />
      ) : null}
      <FieldShell
        id="cover.key"
        label={value ? 'Replace the image' : 'Choose an image'}
        hint={`JPEG, PNG, WebP, GIF or AVIF, at most ${MAX_MB} MB. It is stored as WebP, at most 1600 pixels wide.`}
        error={uploadError ?? error}
      >
        {(describedBy) => (
          <input
            id="cover.key"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            aria-invalid={uploadError || error ? true : undefined}
            aria-describedby={[describedBy, statusId].filter(Boolean).join(' ')}
            onChange={(event) => void upload(event.target.files?.[0])}
            className={`${INPUT_CLASS} py-2`}
          />
        )}
      </FieldShell>
      <p id={statusId} className="text-sm text-gray-700" aria-live="polite">
        {uploading ? 'Uploading…' : value ? 'Image uploaded.' : ''}
      </p>
      {value ? (
        <>
          <TextField
            name="cover.alt"
            label="Describe the image"
            hint="What it shows, for people who cannot see it. Leave empty if it only decorates."
            optional
            value={value.alt}
            onChange={(event) => onChange({ ...value, alt: event.target.value })}
            maxLength={300}
          />
          <button
            type="button"
            onClick={() => onChange(null)}
            className="min-h-[40px] self-start rounded-md border border-gray-500 px-4 font-semibold text-gray-900 hover:bg-gray-50"
          >
            Remove the image
          </button>
        </>
      ) : null}
    </fieldset>
  );
}
