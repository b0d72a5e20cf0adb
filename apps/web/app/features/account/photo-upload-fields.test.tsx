// @vitest-environment jsdom
import { cleanup, render as renderBare, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhotoUploadFields } from './photo-upload-fields';
import type { ReactElement } from 'react';
import { InEnglish } from '~/lib/i18n/in-english';

/** Rendered in English (the forms' words come from their catalogs). */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: InEnglish });

afterEach(cleanup);

const altHint = () => screen.getByLabelText('What the photo shows').getAttribute('aria-describedby') ?? '';
const hintText = () => document.getElementById(altHint().split(' ')[0] ?? '')?.textContent ?? '';

describe('PhotoUploadFields', () => {
  it('gives an example of what a facility’s photo shows: the place', () => {
    render(<PhotoUploadFields label="Add a photo" of="facility" errors={undefined} />);
    expect(hintText()).toContain('The entrance on Adeola Street');
  });

  it('gives an example of what a doctor’s photo shows: the doctor, not a building', () => {
    render(<PhotoUploadFields label="Add your photo" of="provider" errors={undefined} />);
    expect(hintText()).toContain('in a white coat');
    expect(hintText()).not.toMatch(/entrance/);
  });
});
