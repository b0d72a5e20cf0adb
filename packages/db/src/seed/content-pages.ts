import type { Database } from '../client.ts';
import { contentPages } from '../schema/index.ts';

type StartingPage = Omit<typeof contentPages.$inferInsert, 'updatedBy' | 'updatedAt'>;

/*
 * The starting text of the pages ADMIN edits with the blog's editor. Every statement is taken from the
 * source it cites, in our own words; nothing is guessed. Sources, read on the day given as reviewedOn:
 *
 * - WHO fact sheet "Coronavirus disease (COVID-19)":
 *   https://www.who.int/news-room/fact-sheets/detail/coronavirus-disease-(covid-19)
 *   (COVID-19 is caused by the SARS-CoV-2 virus and usually spreads between people in close contact; the
 *   most common symptoms are fever, chills and sore throat; symptoms usually begin 5–6 days after exposure;
 *   most people recover without hospital treatment; people over 60 and people with conditions such as high
 *   blood pressure, diabetes, obesity, immunosuppression including HIV, cancer, and pregnancy are at higher
 *   risk of severe illness, as are unvaccinated people; vaccines give strong protection against severe
 *   illness and death; get vaccinated and follow local guidance).
 * - WHO "Coronavirus disease (COVID-19): how is it transmitted?" and advice for the public
 *   (https://www.who.int/emergencies/diseases/novel-coronavirus-2019/advice-for-public): clean hands,
 *   cover coughs and sneezes, well-ventilated spaces, a well-fitted mask when needed, stay home when unwell.
 * - NCDC's short code 6232: the Nigeria Centre for Disease Control announced "6232" in January 2021, with
 *   the Nigerian Communications Commission, as a toll-free number for the public to reach its Connect Centre
 *   for verified information on COVID-19 and other infectious diseases. NCDC statement as reported by the
 *   News Agency of Nigeria / Daily Post, 14 January 2021:
 *   https://dailypost.ng/2021/01/14/covid-19-ncdc-announces-new-toll-free-number/
 *   and NCDC's awareness campaign release (February 2021):
 *   https://www.nigeriahealthonline.com/2021/02/16/ncdc-launches-public-awareness-campaign-6232.nho/
 *   NCDC's website: https://ncdc.gov.ng/
 */
const COVID_19_BODY = `COVID-19 is an illness caused by the SARS-CoV-2 virus. It usually spreads between people who are close to each other. Most people recover without needing hospital care, but some become seriously ill. ([WHO](https://www.who.int/news-room/fact-sheets/detail/coronavirus-disease-(covid-19)))

## Signs to look out for

The most common symptoms are fever, chills and a sore throat; there are others too. Symptoms usually start 5 to 6 days after a person catches the virus. ([WHO](https://www.who.int/news-room/fact-sheets/detail/coronavirus-disease-(covid-19)))

If someone has difficulty breathing, chest pain or pressure, or loses speech or movement, get medical care at once: call **112** or go to the nearest hospital.

## Who is at higher risk

People over 60, and people with conditions such as high blood pressure, diabetes, obesity, a weakened immune system (including HIV), cancer, or who are pregnant, are more likely to become seriously ill. So are people who are not vaccinated. ([WHO](https://www.who.int/news-room/fact-sheets/detail/coronavirus-disease-(covid-19)))

## Protect yourself and others

- Get vaccinated when it is your turn, and follow the guidance of Nigeria's health authorities. COVID-19 vaccines give strong protection against severe illness and death.
- Clean your hands often with soap and water or an alcohol-based hand rub.
- Cover your mouth and nose with a bent elbow or a tissue when you cough or sneeze.
- Choose open, well-ventilated places; open a window indoors.
- Wear a well-fitting mask where you cannot keep your distance or the room is poorly ventilated.
- Stay at home if you feel unwell.

Sources: [WHO fact sheet on COVID-19](https://www.who.int/news-room/fact-sheets/detail/coronavirus-disease-(covid-19)); [WHO advice for the public](https://www.who.int/emergencies/diseases/novel-coronavirus-2019/advice-for-public).

## Contact NCDC

The Nigeria Centre for Disease Control (NCDC) answers questions about COVID-19 and other infectious diseases at its Connect Centre. Call **[6232](tel:6232)**, NCDC's toll-free short code. ([NCDC statement, reported by Daily Post](https://dailypost.ng/2021/01/14/covid-19-ncdc-announces-new-toll-free-number/))

NCDC's website: [ncdc.gov.ng](https://ncdc.gov.ng/).`;

export const startingContentPages: readonly StartingPage[] = [
  { key: 'covid-19', title: 'COVID-19', body: COVID_19_BODY, reviewedOn: '2026-11-25' },
];

/** Every start: a page missing its row gets its starting text; a page ADMIN has edited keeps its edits. */
export async function seedStartingContentPages(db: Database): Promise<void> {
  await db
    .insert(contentPages)
    .values(startingContentPages.map((page) => ({ ...page })))
    .onConflictDoNothing();
}
