import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * For component tests: English from the messages in the code (outside a production build the macros keep
 * them, and Lingui compiles them as it meets them), without loading a catalog.
 */
export const english = setupI18n({ locale: 'en', messages: { en: {} } });

export function InEnglish({ children }: { children: React.ReactNode }) {
  return <I18nProvider i18n={english}>{children}</I18nProvider>;
}

/** Testing Library's render, inside `InEnglish`. */
export const renderInEnglish = (ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) =>
  render(ui, { ...options, wrapper: InEnglish });
