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

/** Names as written: each language optional; an empty name removes that language's name. */
export const namesInLanguagesInputSchema = z
  .strictObject(
    Object.fromEntries(OTHER_LANGUAGES.map((language) => [language, nameInLanguage.optional()])) as Record<
      OtherLanguage,
      z.ZodOptional<typeof nameInLanguage>
    >,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Names are given for ${OTHER_LANGUAGES.join(', ')} only.`
          : undefined,
    },
  )
  .transform(
    (names) => Object.fromEntries(Object.entries(names).filter(([, name]) => name)) as NamesInLanguages,
  );

const descriptionInLanguage = z.string().trim().max(2_000, 'A description is at most 2,000 characters.');

/** Descriptions as written, like names: each language optional; an empty one removes that language's. */
export const descriptionsInLanguagesInputSchema = z
  .strictObject(
    Object.fromEntries(
      OTHER_LANGUAGES.map((language) => [language, descriptionInLanguage.optional()]),
    ) as Record<OtherLanguage, z.ZodOptional<typeof descriptionInLanguage>>,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Descriptions are given for ${OTHER_LANGUAGES.join(', ')} only.`
          : undefined,
    },
  )
  .transform(
    (descriptions) =>
      Object.fromEntries(Object.entries(descriptions).filter(([, text]) => text)) as NamesInLanguages,
  );
