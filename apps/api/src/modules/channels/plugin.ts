import fp from 'fastify-plugin';
import { searchQuerySchema } from '@carefinder/contracts';
import { queryLanguage, search } from '../search/service.ts';
import { africasTalkingSms, type AfricasTalkingAccount } from './africastalking-sms.ts';
import { channelDirectory, dialledInNigeria } from './channel-directory.ts';
import { channelWords } from './menu-words.ts';
import { phoneHasher } from './phone-privacy.ts';
import type { SmsSending } from './service.ts';
import type { SmsContext } from './sms-replies.ts';
import type { MenuContext } from './ussd-menu.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The phone channels' parts: the menu's and the SMS replies' sources, and how SMS is sent. */
    channels: {
      /** For one request: what it reads it keeps, as a session's replay asks for the same screens again. */
      menu(): MenuContext;
      sms(): SmsContext;
      sending: SmsSending;
    };
  }
}

/** The most listings an SMS reply names. */
const SMS_LISTINGS = 3;

export default fp<{ account: AfricasTalkingAccount | null; phoneHashSecret: string }>(
  async (app, { account, phoneHashSecret }) => {
    const sources = () => ({
      db: app.db,
      caches: app.searchCaches,
      index: app.searchIndex,
      now: () => app.now(),
    });
    app.decorate('channels', {
      menu: () => ({ directory: channelDirectory(sources()), words: channelWords }),
      sms: () => ({
        words: channelWords,
        languageOf: (text: string) => queryLanguage(app.searchCaches, text),
        find: async (text: string) => {
          const query = searchQuerySchema.parse({ q: text, pageSize: String(SMS_LISTINGS) });
          const found = await search(app.db, app.searchCaches, app.searchIndex, query, app.now());
          return found.items.map((item) => ({
            name: item.name,
            phone: dialledInNigeria(item.phone),
            area: item.place.lga?.name ?? item.place.state?.name ?? null,
          }));
        },
      }),
      sending: {
        db: app.db,
        gateway: account ? africasTalkingSms(account, app.log) : null,
        hashPhone: phoneHasher(phoneHashSecret),
        now: () => app.now(),
      },
    });
  },
  { name: 'channels', dependencies: ['database', 'search-caches'] },
);
