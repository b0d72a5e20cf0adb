/** The site's languages: English, Hausa, Yoruba, Igbo and Nigerian Pidgin (decision 0032). */
export const LANGUAGES = ['en', 'ha', 'yo', 'ig', 'pcm'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The languages other than English, in which curated names may be given (English is the name itself). */
export const OTHER_LANGUAGES = ['ha', 'yo', 'ig', 'pcm'] as const satisfies readonly Language[];
export type OtherLanguage = (typeof OTHER_LANGUAGES)[number];

/** Each language's name in English, as the back office (which stays English) writes it. */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = {
  en: 'English',
  ha: 'Hausa',
  yo: 'Yoruba',
  ig: 'Igbo',
  pcm: 'Nigerian Pidgin',
};

/** A name in the other languages, where one has been given; a reader falls back to the English name. */
export type NamesInLanguages = Partial<Record<OtherLanguage, string>>;

/** The name to show in a language: its own where given, else the English. */
export const nameIn = (language: Language, entry: { name: string; names?: NamesInLanguages }): string =>
  (language === 'en' ? undefined : entry.names?.[language]) || entry.name;
