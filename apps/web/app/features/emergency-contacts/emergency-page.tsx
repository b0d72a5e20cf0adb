import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmergencySearches } from '~/components/search/emergency-searches';
import { BROWSER_CONFIG_GLOBAL } from '~/lib/api-client/browser-config';
import { formatLongDate } from '~/lib/format/date';
import { useLocale } from '~/lib/i18n/use-locale';
import { PERSISTED_LOCATION_KEY } from '~/lib/location-request';
import { functionSource, scriptJson } from '~/lib/inline-script';
import { useNonce } from '~/lib/nonce';
import { OfflineEmergencyPage } from '~/lib/offline-emergency';
import { EMERGENCY_CATEGORY_NAMES } from './category-names';
import { EmergencyCareList } from './emergency-care-list';
import type { EmergencyPageData } from './emergency-loader.server';
import { showNearestState, type NearestStateOptions } from './nearest-state-script';
import { EMERGENCY_NUMBER, pageSections, type ContactView, type StateGroup } from './view';

const LINK = 'text-green-800 underline underline-offset-2 hover:text-green-900';

/** Where a number comes from and when it was last checked: shown under every number. */
function Provenance({ contact }: { contact: Pick<ContactView, 'source' | 'lastVerifiedAt'> }) {
  const { locale } = useLocale();
  const verifiedOn = formatLongDate(contact.lastVerifiedAt, locale);
  const sourceName = contact.source.name;
  return (
    <p className="text-sm text-gray-700">
      <Trans>
        Source:{' '}
        <a href={contact.source.url} className={LINK} rel="noopener noreferrer">
          {sourceName}
        </a>
        . Last verified{' '}
        <time dateTime={contact.lastVerifiedAt} suppressHydrationWarning>
          {verifiedOn}
        </time>
        .
      </Trans>
    </p>
  );
}

function ContactCard({ contact, heading: Heading }: { contact: ContactView; heading: 'h3' | 'h4' }) {
  const { i18n } = useLingui();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-gray-300 p-4">
      <Heading className="text-lg font-semibold text-gray-900">{contact.name}</Heading>
      <p className="text-sm text-gray-700">
        {i18n._(EMERGENCY_CATEGORY_NAMES[contact.category])}
        {contact.hours && <> · {contact.hours}</>}
      </p>
      <ul className="flex flex-wrap gap-2">
        {contact.phones.map((phone) => (
          <li key={phone.display}>
            {phone.href ? (
              <a
                href={phone.href}
                className="inline-flex min-h-[48px] items-center rounded-md border-2 border-green-800 px-4 text-xl font-bold text-green-900 hover:bg-green-50"
              >
                <span aria-hidden="true" className="mr-2">
                  ☎
                </span>
                <span className="sr-only">
                  <Trans>Call</Trans>{' '}
                </span>
                {phone.display}
              </a>
            ) : (
              <span className="text-xl font-bold">{phone.display}</span>
            )}
          </li>
        ))}
      </ul>
      {contact.note && <p>{contact.note}</p>}
      <Provenance contact={contact} />
    </li>
  );
}

/** A state's numbers; its name may be a slot the nearest-state script fills (`StateWithoutNumbers`). */
function StateSection({ group, name = group.state.name }: { group: StateGroup; name?: ReactNode }) {
  const id = `state-${group.state.alias}`;
  const stateName = name;
  return (
    <section aria-labelledby={id} data-state={group.state.alias} className="flex flex-col gap-3">
      <h3 id={id} className="text-xl font-semibold text-gray-900">
        {name}
      </h3>
      {group.contacts.length ? (
        <ul className="flex flex-col gap-3">
          {group.contacts.map((contact, index) => (
            <ContactCard key={`${index}-${contact.name}`} contact={contact} heading="h4" />
          ))}
        </ul>
      ) : (
        <p>
          <Trans>
            We have no checked numbers for {stateName} yet. In an emergency, call{' '}
            <a href="tel:112" className={`${LINK} font-semibold`}>
              112
            </a>
            .
          </Trans>
        </p>
      )}
    </section>
  );
}

/**
 * /emergency-contacts: 112 first, then the national lines, then each state's numbers, the visitor's state
 * first (chosen with the GET form, or the state nearest to the stored location once the page runs). Every
 * number is a tel: link with its source and last-verified day. Readable without JavaScript; kept offline.
 */
export default function EmergencyPage({
  contacts,
  states,
  chosenAlias,
  unknownState,
  emergencyCare,
}: EmergencyPageData) {
  const { t } = useLingui();
  const { pathIn } = useLocale();
  const { emergency, national, chosen, otherStates } = pageSections(contacts, states, chosenAlias);

  return (
    <article className="mx-auto flex max-w-prose flex-col gap-8 px-4 py-6 text-base leading-relaxed text-gray-800">
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">
        <Trans>Emergency numbers</Trans>
      </h1>

      <section
        aria-labelledby="call-112"
        className="flex flex-col gap-3 rounded-xl border-4 border-red-700 bg-red-50 p-5"
      >
        <h2 id="call-112" className="text-xl font-bold text-gray-900 md:text-2xl">
          <Trans>In an emergency, call {EMERGENCY_NUMBER}</Trans>
        </h2>
        <a
          href={`tel:${EMERGENCY_NUMBER}`}
          className="flex min-h-[64px] items-center justify-center rounded-lg bg-red-700 px-4 text-3xl font-bold text-white hover:bg-red-800"
        >
          <span aria-hidden="true" className="mr-3">
            ☎
          </span>
          <Trans>Call {EMERGENCY_NUMBER}</Trans>
        </a>
        {/* What the list's 112 entry says (its note, cited below), or, without one, what it is. */}
        <p className="text-lg">{emergency?.note || t`Nigeria’s emergency number, for any emergency.`}</p>
        {emergency && <Provenance contact={emergency} />}
        <EmergencySearches linkClassName={LINK} />
      </section>

      {national.length > 0 && (
        <section aria-labelledby="national" className="flex flex-col gap-3">
          <h2 id="national" className="text-xl font-semibold text-gray-900">
            <Trans>National lines</Trans>
          </h2>
          <ul className="flex flex-col gap-3">
            {national.map((contact, index) => (
              <ContactCard key={`${index}-${contact.name}`} contact={contact} heading="h3" />
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="by-state" className="flex flex-col gap-4">
        <h2 id="by-state" className="text-xl font-semibold text-gray-900">
          <Trans>Numbers by state</Trans>
        </h2>
        <form method="get" action={pathIn('/emergency-contacts')} className="flex flex-col gap-2">
          <label htmlFor="state" className="font-semibold text-gray-900">
            <Trans>Your state</Trans>
          </label>
          <div className="flex flex-wrap gap-2">
            <select
              id="state"
              name="state"
              defaultValue={chosenAlias ?? ''}
              className="min-h-[48px] rounded-md border-2 border-gray-700 bg-white px-3 text-base"
            >
              <option value="">{t`Choose a state`}</option>
              {states.map((state) => (
                <option key={state.alias} value={state.alias}>
                  {state.name}
                </option>
              ))}
            </select>
            <button
              type="submit"
              className="min-h-[48px] rounded-md bg-green-800 px-5 font-semibold text-white hover:bg-green-900"
            >
              <Trans>Show its numbers first</Trans>
            </button>
          </div>
        </form>
        {unknownState && (
          <p role="alert" className="font-semibold text-red-800">
            <Trans>We do not know that state. Choose one from the list.</Trans>
          </p>
        )}
        {chosen && <StateSection group={chosen} />}
        {chosen && emergencyCare && <EmergencyCareList care={emergencyCare} stateName={chosen.state.name} />}
        {otherStates.map((group) => (
          <StateSection key={group.state.alias} group={group} />
        ))}
        {!chosenAlias && <StateWithoutNumbers />}
        {!chosen && otherStates.length === 0 && (
          <p>
            <Trans>
              We have no checked state numbers yet. In an emergency, call 112 from anywhere in Nigeria.
            </Trans>
          </p>
        )}
      </section>

      {!chosenAlias && <NearestStateScript />}
      <p className="text-sm text-gray-700">
        <Trans>
          We list a number only with a public source, shown under it, and the day we last checked it. Found a
          wrong number?{' '}
          <Link to={pathIn('/contactUs')} className={LINK}>
            Tell us
          </Link>
          .
        </Trans>
      </p>
      <OfflineEmergencyPage />
    </article>
  );
}

const STATE_TEMPLATE_ID = 'state-without-numbers';
const NEAREST_STATE_SOURCE = functionSource(showNearestState);

/** With no state chosen, the visitor's nearest state first, once the page has loaded (decision 0035). */
function NearestStateScript() {
  const nonce = useNonce();
  const { t } = useLingui();
  const options: NearestStateOptions = {
    templateId: STATE_TEMPLATE_ID,
    storageKey: PERSISTED_LOCATION_KEY,
    configGlobal: BROWSER_CONFIG_GLOBAL,
    label: ` ${t`(nearest to your location)`}`,
  };
  const source = `addEventListener("load",function(){(${NEAREST_STATE_SOURCE})(${scriptJson(options)})})`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: source }} />;
}

/** The section the script shows for a nearest state that has no numbers yet, its name left to fill. */
function StateWithoutNumbers() {
  return (
    <template id={STATE_TEMPLATE_ID}>
      <StateSection
        group={{ state: { alias: '', name: '' }, contacts: [] }}
        name={<span data-state-name="" />}
      />
    </template>
  );
}
