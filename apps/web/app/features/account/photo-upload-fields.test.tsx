// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhotoUploadFields } from './photo-upload-fields';
import { renderInEnglish } from '~/lib/i18n/in-english';

afterEach(cleanup);

const altHint = () => screen.getByLabelText('What the photo shows').getAttribute('aria-describedby') ?? '';
const hintText = () => document.getElementById(altHint().split(' ')[0] ?? '')?.textContent ?? '';

describe('PhotoUploadFields', () => {
  it('gives an example of what a facility’s photo shows: the place', () => {
    renderInEnglish(<PhotoUploadFields label="Add a photo" of="facility" errors={undefined} />);
    expect(hintText()).toContain('The entrance on Adeola Street');
  });

  it('gives an example of what a doctor’s photo shows: the doctor, not a building', () => {
    renderInEnglish(<PhotoUploadFields label="Add your photo" of="provider" errors={undefined} />);
    expect(hintText()).toContain('in a white coat');
    expect(hintText()).not.toMatch(/entrance/);
  });
});
