import { z } from 'zod';
import { LANGUAGES, OTHER_LANGUAGES, type NamesInLanguages, type OtherLanguage } from './languages.ts';
import { singleLine } from './single-line.ts';

// Kept apart from languages.ts, which every page's script imports: these schemas would bring zod with it.

/** One of the site's languages, by its code. */
export const languageSchema = z.enum(LANGUAGES, { error: `language is one of ${LANGUAGES.join(', ')}.` });

/** A name in the other languages, where one has been given; a reader falls back to the English name. */
export const namesInLanguagesSchema = z.object(
  Object.fromEntries(OTHER_LANGUAGES.map((language) => [language, z.string().optional()])) as Record<
    OtherLanguage,
    z.ZodOptional<z.ZodString>
  >,
);

const nameInLanguage = z.string().trim().max(120, 'A name is at most 120 characters.').check(singleLine());

/**
 * Texts in the other languages as written (`field` checks each, `plural` names them in the refusal of another
 * language): each language optional; an empty text removes that language's.
 */
function textsInLanguagesInputSchema<Field extends z.ZodType<string>>(field: Field, plural: string) {
  return z
    .strictObject(
      Object.fromEntries(OTHER_LANGUAGES.map((language) => [language, field.optional()])) as Record<
        OtherLanguage,
        z.ZodOptional<Field>
      >,
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `${plural} are given for ${OTHER_LANGUAGES.join(', ')} only.`
            : undefined,
      },
    )
    .transform(
      (texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text)) as NamesInLanguages,
    );
}

/** Names as written: each language optional; an empty name removes that language's name. */
export const namesInLanguagesInputSchema = textsInLanguagesInputSchema(nameInLanguage, 'Names');

const descriptionInLanguage = z.string().trim().max(2_000, 'A description is at most 2,000 characters.');

/** Descriptions as written, like names. */
export const descriptionsInLanguagesInputSchema = textsInLanguagesInputSchema(
  descriptionInLanguage,
  'Descriptions',
);
