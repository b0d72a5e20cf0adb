import {
  LANGUAGE_NAMES_IN_ENGLISH,
  OTHER_LANGUAGES,
  type NamesInLanguages,
  type TaxonomyEntry,
  type TaxonomyList,
} from '@carefinder/contracts';
import { useEffect, useState } from 'react';
import { SelectField } from '~/components/forms/text-field';
import type { TaxonomyPage } from '~/lib/taxonomy-pages';
import type { DeleteChoiceProps, ResourceDefinition } from '~/lib/admin-resource/resource-definition';
import { getBrowserApiClient } from '~/lib/api-client';

const uses = (entry: TaxonomyEntry) => entry.facilityCount + entry.providerCount;

/** The form field of the entry's name in another language. */
const nameField = (language: string) => `name-${language}`;
const descriptionField = (language: string) => `description-${language}`;

/** The form's words in each other language (`field(language)` → its text), as the API takes them. */
const inLanguages = (values: Record<string, unknown>, field: (language: string) => string) =>
  Object.fromEntries(
    OTHER_LANGUAGES.map((language) => [language, String(values[field(language)] ?? '')]),
  ) as NamesInLanguages;

/** An entry listings use goes only by merging it into another entry of the list, chosen here. */
function MergeChoice({ api, noun, item, onChoose }: DeleteChoiceProps<TaxonomyEntry>) {
  const [others, setOthers] = useState<TaxonomyEntry[]>([]);
  const [mergeInto, setMergeInto] = useState('');

  useEffect(() => {
    let current = true;
    void getBrowserApiClient()
      .get<TaxonomyList>(api)
      .then(({ data }) => {
        if (!current) return;
        const candidates = data.items.filter((other) => other.id !== item.id);
        setOthers(candidates);
        setMergeInto(String(candidates[0]?.id ?? ''));
      });
    return () => {
      current = false;
    };
  }, [api, item.id]);

  const target = others.find((other) => String(other.id) === mergeInto);
  useEffect(
    () => onChoose(target ? { mergeInto: String(target.id), mergeIntoName: target.name } : null),
    [onChoose, target],
  );
  return (
    <div className="flex flex-col gap-3">
      <p>
        {item.facilityCount} facilities and {item.providerCount} doctors carry it. Choose the {noun} they
        carry instead; its old slug will lead there.
      </p>
      <SelectField
        name="mergeInto"
        label="Merge into"
        value={mergeInto}
        onChange={(event) => setMergeInto(event.target.value)}
        options={others.map((other) => ({ value: String(other.id), label: other.name }))}
      />
    </div>
  );
}

/** One of the curated lists (/admin/services, /admin/awards, …) as a back-office resource. */
export function taxonomyResource(config: TaxonomyPage): ResourceDefinition<TaxonomyEntry> {
  return {
    path: config.path,
    api: `/${config.kind}`,
    title: config.title,
    description: config.description,
    one: { noun: config.singular, article: /^[aeiou]/i.test(config.singular) ? 'an' : 'a' },
    many: config.plural,
    idOf: (entry) => String(entry.id),
    nameOf: (entry) => entry.name,
    form: {
      fields: [
        { name: 'name', label: 'Name', pairedWithNext: true },
        {
          name: 'slug',
          label: 'Slug',
          optional: 'when-adding',
          hint: 'Made from the name when left empty. Lowercase letters, digits and hyphens.',
          editHint: 'Changing it keeps the old slug working in links and bookmarks.',
        },
        { name: 'description', label: 'Description', input: 'textarea', optional: true },
        {
          name: 'keywords',
          label: 'Keywords',
          optional: true,
          hint: `Other words people search with for this ${config.singular}, such as abbreviations.`,
        },
        ...OTHER_LANGUAGES.map((language) => ({
          name: nameField(language),
          label: `Name in ${LANGUAGE_NAMES_IN_ENGLISH[language]}`,
          optional: true as const,
          hint: 'Shown on pages in that language; left empty, they show the English name.',
        })),
        ...OTHER_LANGUAGES.map((language) => ({
          name: descriptionField(language),
          label: `Description in ${LANGUAGE_NAMES_IN_ENGLISH[language]}`,
          input: 'textarea' as const,
          optional: true as const,
          hint: 'Shown where pages in that language describe it; left empty, they show the English.',
        })),
      ],
      valuesOf: (entry) => ({
        name: entry.name,
        slug: entry.slug,
        description: entry.description ?? '',
        keywords: entry.keywords ?? '',
        ...Object.fromEntries(
          OTHER_LANGUAGES.map((language) => [nameField(language), entry.names?.[language] ?? '']),
        ),
        ...Object.fromEntries(
          OTHER_LANGUAGES.map((language) => [
            descriptionField(language),
            entry.descriptions?.[language] ?? '',
          ]),
        ),
      }),
      bodyOf: ({ name, slug, description, keywords, ...values }) => ({
        name,
        description,
        keywords,
        names: inLanguages(values, nameField),
        descriptions: inLanguages(values, descriptionField),
        // An empty slug means "make one from the name" (new entries) or "keep it" (changes).
        ...(String(slug).trim() ? { slug: String(slug).trim() } : {}),
      }),
    },
    columns: ({ sortBy }) => [
      {
        key: 'name',
        header: 'Name',
        sort: sortBy('name', 'ascending'),
        cell: (entry) => (
          <>
            <span className="font-semibold text-gray-900">{entry.name}</span>
            <span className="block text-sm text-gray-700">{entry.slug}</span>
          </>
        ),
      },
      ...config.carriedBy.map((listing, index) => ({
        key: listing,
        header: listing === 'facilities' ? 'Facilities' : 'Doctors',
        numeric: true,
        cell: (entry: TaxonomyEntry) =>
          listing === 'facilities' ? entry.facilityCount : entry.providerCount,
        ...(index === 0 ? { sort: sortBy('uses', 'descending') } : {}),
      })),
    ],
    list: {
      pageSize: 20,
      searchLabel: 'Name, slug or keyword',
      sorts: ['name', 'uses'],
      count: (total) => `${total} ${total === 1 ? 'entry' : 'entries'}.`,
      empty: `No ${config.plural} yet.`,
    },
    delete: {
      warning: () => 'No listing carries it. This cannot be undone.',
      choice: {
        applies: (entry) => uses(entry) > 0,
        title: 'Merge and delete',
        Component: MergeChoice,
        params: ({ mergeInto = '' }) => ({ mergeInto }),
        done: ({ name, mergeIntoName }) =>
          `${name} is merged into ${mergeIntoName}: its listings now carry that entry.`,
      },
    },
  };
}
