import {
  LANGUAGE_NAMES_IN_ENGLISH,
  LANGUAGES,
  LEXICON_MEANING_KINDS,
  type LexiconEntry,
  type LexiconMeaningKind,
  type TaxonomyList,
} from '@carefinder/contracts';
import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '~/components/forms/form-page';
import type { Option, ResourceDefinition } from '~/lib/admin-resource/resource-definition';
import { getBrowserApiClient } from '~/lib/api-client';
import { TAXONOMY_PAGES } from '~/lib/taxonomy-pages';

const LANGUAGE_OPTIONS: readonly Option[] = LANGUAGES.map((language) => ({
  value: language,
  label: LANGUAGE_NAMES_IN_ENGLISH[language],
}));

/** A meaning as the form's select holds it: "facility-types/pharmacy". */
const meaningValue = ({ kind, slug }: { kind: string; slug: string }) => `${kind}/${slug}`;

const singularOf = (kind: LexiconMeaningKind) =>
  TAXONOMY_PAGES.find((page) => page.kind === kind)?.singular ?? kind;

/** /admin/search-lexicon: how people say a need in each language, and what it means to search. */
const searchLexicon: ResourceDefinition<LexiconEntry> = {
  path: '/admin/search-lexicon',
  api: '/admin/search-lexicon',
  title: 'Search lexicon',
  description: (
    <>
      How people ask for a need in each language, and the facility type, service or specialty it means: search
      reads the phrase as one more name of that entry. A phrase written without a native speaker is a draft
      until one has checked it; name them when they have (see{' '}
      <Link to="/admin/facility-types" className={TEXT_LINK_CLASS}>
        the lists
      </Link>{' '}
      for the entries&apos; own names in each language).
    </>
  ),
  one: { noun: 'phrase', article: 'a' },
  many: 'phrases',
  idOf: (entry) => String(entry.id),
  nameOf: (entry) => entry.phrase,
  form: {
    fields: [
      {
        name: 'phrase',
        label: 'Phrase',
        hint: 'As people type it, e.g. ile elegbogi or where to born. Accents may be left out.',
        pairedWithNext: true,
      },
      { name: 'language', label: 'Language', input: 'select', options: LANGUAGE_OPTIONS, defaultValue: 'ha' },
      {
        name: 'meaning',
        label: 'Means',
        input: 'select',
        options: 'meanings',
        hint: 'The entry whose listings it finds.',
      },
      {
        name: 'reviewedBy',
        label: 'Reviewed by',
        optional: true,
        hint: 'The native speaker who checked it. Left empty, the phrase is a draft.',
      },
    ],
    valuesOf: (entry) => ({
      phrase: entry.phrase,
      language: entry.language,
      meaning: meaningValue(entry.meaning),
      reviewedBy: entry.reviewedBy ?? '',
    }),
    bodyOf: ({ phrase, language, meaning, reviewedBy }) => {
      const [kind = '', slug = ''] = String(meaning).split('/');
      return { phrase, language, meaning: { kind, slug }, reviewedBy };
    },
  },
  loadChoices: async () => {
    const lists = await Promise.all(
      LEXICON_MEANING_KINDS.map((kind) => getBrowserApiClient().get<TaxonomyList>(`/${kind}`)),
    );
    return {
      meanings: lists.flatMap(({ data }) =>
        data.items.map((entry) => ({
          value: meaningValue({ kind: data.kind, slug: entry.slug }),
          label: `${entry.name} (${singularOf(data.kind as LexiconMeaningKind)})`,
        })),
      ),
    };
  },
  columns: () => [
    {
      key: 'phrase',
      header: 'Phrase',
      cell: (entry) => (
        <span className="font-semibold text-gray-900" lang={entry.language}>
          {entry.phrase}
        </span>
      ),
    },
    { key: 'language', header: 'Language', cell: (entry) => LANGUAGE_NAMES_IN_ENGLISH[entry.language] },
    {
      key: 'meaning',
      header: 'Means',
      cell: (entry) => (
        <>
          {entry.meaning.name}
          <span className="block text-sm text-gray-700">{singularOf(entry.meaning.kind)}</span>
        </>
      ),
    },
    {
      key: 'reviewed',
      header: 'Reviewed by',
      cell: (entry) =>
        entry.reviewedBy ?? <span className="font-semibold text-amber-900">Draft, not reviewed</span>,
    },
  ],
  list: {
    pageSize: 50,
    searchLabel: 'Phrase, meaning or reviewer',
    filters: [{ name: 'language', label: 'Language', options: LANGUAGE_OPTIONS }],
    count: (total) => `${total} ${total === 1 ? 'phrase' : 'phrases'}.`,
    empty: 'No phrases yet.',
  },
  delete: {
    warning: () => 'Search will no longer read it. This cannot be undone.',
  },
};

export default searchLexicon;
