import { contentPageSchema, type ContentPage } from '@carefinder/contracts';
import { fetchForPage } from '~/lib/api.server';

export const loadCovidPage = (): Promise<ContentPage> => fetchForPage('/pages/covid-19', contentPageSchema);
