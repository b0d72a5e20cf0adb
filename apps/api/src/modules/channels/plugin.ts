import fp from 'fastify-plugin';
import { MAX_QUERY_LENGTH, searchQuerySchema } from '@carefinder/contracts';
import { queryLanguage, search } from '../search/service.ts';
import { africasTalkingSms, type AfricasTalkingAccount } from './africastalking-sms.ts';
import { channelDirectory, dialledInNigeria, listingArea } from './channel-directory.ts';
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
          // A message longer than a search takes is searched by its beginning; text search cannot read
          // (a control character) finds nothing.
          const query = searchQuerySchema.safeParse({
            q: text.slice(0, MAX_QUERY_LENGTH),
            pageSize: String(SMS_LISTINGS),
          });
          if (!query.success) return [];
          const found = await search(app.db, app.searchCaches, app.searchIndex, query.data, app.now());
          return found.items.map((item) => ({
            name: item.name,
            phone: dialledInNigeria(item.phone),
            area: listingArea(item),
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
