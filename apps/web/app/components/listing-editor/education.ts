import type { ProviderDetail } from '@carefinder/contracts';
import { texts, typedNumber } from './listing-form';

/** One school and qualification of a provider's education, as the form holds it. */
export interface EducationRow {
  institution: string;
  qualification: string;
  year: string;
}

const EDUCATION_PARTS = ['institution', 'qualification', 'year'] as const;

export const educationRowsOf = (education: ProviderDetail['education']): EducationRow[] =>
  education.map((entry) => ({
    institution: entry.institution,
    qualification: entry.qualification,
    year: entry.year?.toString() ?? '',
  }));

/** The rows as posted by EducationFields (`education.institution`, `.qualification`, `.year`). */
export function educationRowsFrom(form: FormData): EducationRow[] {
  const institutions = texts(form, 'education.institution');
  const qualifications = texts(form, 'education.qualification');
  const years = texts(form, 'education.year');
  return institutions.map((institution, row) => ({
    institution: institution.trim(),
    qualification: (qualifications[row] ?? '').trim(),
    year: (years[row] ?? '').trim(),
  }));
}

/**
 * The rows as the API takes them (empty rows left out), and where an API path inside them
 * (`education.1.year`) is on the form.
 */
export function educationBody(rows: readonly EducationRow[]) {
  const filled = rows.flatMap((entry, row) =>
    entry.institution || entry.qualification || entry.year ? [row] : [],
  );
  const entries = filled.map((row) => {
    const entry = rows[row]!;
    return {
      institution: entry.institution,
      qualification: entry.qualification,
      year: typedNumber(entry.year),
    };
  });
  const fieldOf = (index: string | undefined, part: string | undefined) =>
    `education.${filled[Number(index)] ?? 0}.${EDUCATION_PARTS.find((item) => item === part) ?? 'institution'}`;
  return { entries, fieldOf };
}

/** The rows in words, for comparing two versions. */
export const describeEducation = (rows: readonly EducationRow[]) =>
  rows
    .filter((entry) => entry.institution || entry.qualification)
    .map((entry) => [entry.qualification, entry.institution, entry.year].filter(Boolean).join(', '))
    .join('; ');
