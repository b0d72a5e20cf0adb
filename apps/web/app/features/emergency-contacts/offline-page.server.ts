import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EMERGENCY_NUMBER } from './view';
import { localePath } from '~/lib/i18n/locale-path';
import { HTML_LANG, type Locale } from '~/lib/i18n/locales';
import { escapeMarkup } from '~/lib/markup';

/** Where the 112 fact comes from (as the emergency list's own 112 entry cites it). */
const SOURCE_URL = 'https://technologytimes.ng/dial-122-how-nigerias-three-digit-emergency-number-works/';

const STYLE =
  'body{margin:0;font:1.0625rem/1.5 system-ui,sans-serif;color:#1f2937}' +
  'main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.5rem;margin:0 0 1rem}' +
  '.call{border:4px solid #b91c1c;background:#fef2f2;border-radius:.75rem;padding:1.25rem}' +
  '.call h2{margin:0 0 .75rem;font-size:1.25rem}' +
  '.call a.dial{display:block;min-height:64px;line-height:64px;text-align:center;border-radius:.5rem;' +
  'background:#b91c1c;color:#fff;font-size:1.875rem;font-weight:700;text-decoration:none}' +
  '.call a.dial:focus-visible{outline:3px solid #1f2937;outline-offset:3px}a{color:#166534}small{color:#374151}';

/** Where a sentence's link goes: a character no translation contains. */
const LINK_SLOT = '\u0000';

/** A translated sentence with a link in it: the link's words go where the sentence puts `{link}`. */
function withLink(sentence: string, href: string, words: string): string {
  const [before = '', after = ''] = sentence.split(LINK_SLOT);
  return `${escapeMarkup(before)}<a href="${escapeMarkup(href)}">${escapeMarkup(words)}</a>${escapeMarkup(after)}`;
}

/**
 * The page the service worker shows for a page never visited, offline (decision 0015), in the language the
 * site was read in: it cannot show the page, but it shows 112.
 */
export function offlinePageHtml(locale: Locale, i18n: I18n): string {
  const link = LINK_SLOT;
  const title = i18n._(msg`You are offline`);
  const source = withLink(
    i18n._(msg`Source: Nigerian Communications Commission (NCC) statement, reported by ${link}.`),
    SOURCE_URL,
    'Technology Times',
  );
  const fullList = withLink(
    i18n._(msg`${link}: the full list, if you opened it before.`),
    localePath(locale, '/emergency-contacts'),
    i18n._(msg`Emergency numbers`),
  );
  return (
    `<!doctype html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeMarkup(title)} | CareFinder</title><style>${STYLE}</style></head><body><main>` +
    `<h1>${escapeMarkup(title)}</h1>` +
    `<p>${escapeMarkup(i18n._(msg`This page has not been saved on your phone, so it cannot be shown without a connection.`))}</p>` +
    '<section class="call" aria-labelledby="call-112">' +
    `<h2 id="call-112">${escapeMarkup(i18n._(msg`In an emergency, call ${EMERGENCY_NUMBER}`))}</h2>` +
    `<a class="dial" href="tel:${EMERGENCY_NUMBER}">${escapeMarkup(i18n._(msg`Call ${EMERGENCY_NUMBER}`))}</a>` +
    `<p>${escapeMarkup(i18n._(msg`Nigeria’s emergency number. Toll-free, from any network, for any emergency.`))}</p>` +
    `<p><small>${source}</small></p></section>` +
    `<p>${fullList}</p></main></body></html>`
  );
}
