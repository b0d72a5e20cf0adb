import type { NamesInLanguages, TaxonomyKind } from '@carefinder/contracts';

/**
 * The starting entries' descriptions in Hausa, Yoruba, Igbo and Pidgin, where a page shows them (what a
 * facility can do in an emergency). First drafts, written without a native speaker and not yet reviewed by
 * one (docs/translating.md); ADMIN corrects them in the back office. Without one, a page shows the English.
 */
export const descriptionsInLanguages: Partial<Record<TaxonomyKind, Record<string, NamesInLanguages>>> = {
  capabilities: {
    'emergency-24h': {
      ha: 'Yana karɓar marasa lafiya na gaggawa a kowane lokaci dare da rana, kowace rana, da likita ko nas a bakin aiki.',
      yo: 'Ó ń gba àwọn aláìsàn pàjáwìrì ní gbogbo wákàtí ọ̀sán àti òru, lójoojúmọ́, pẹ̀lú dókítà tàbí nọ́ọ̀sì lẹ́nu iṣẹ́.',
      ig: 'Na-anabata ihe mberede n’oge ọ bụla ehihie na abalị, kwa ụbọchị, ya na dọkịta ma ọ bụ nọọsụ na-arụ ọrụ.',
      pcm: 'Dem dey see emergency any time, day or night, every day, with doctor or nurse on duty.',
    },
    'caesarean-section': {
      ha: 'Yana iya fitar da jariri ta hanyar tiyata (CS) idan haihuwa ba za ta yiwu ta hanyar al’ada ba.',
      yo: 'Ó lè bí ọmọ nípa iṣẹ́ abẹ (CS) nígbà tí ìbímọ kò bá lè wáyé lọ́nà àdáyébá.',
      ig: 'Nwere ike ịwa ahụ wepụta nwa (CS) mgbe a na-enweghị ike ịmụ nwa n’ụzọ nkịtị.',
      pcm: 'Dem fit do operation comot baby (CS) when woman no fit born normal.',
    },
    bemonc: {
      ha: 'Yana iya magance zubar jini, cuta, farfaɗiya da naƙuda da ta tsaya bayan haihuwa, kuma ya farfaɗo da jaririn da baya numfashi.',
      yo: 'Ó lè tọ́jú ẹ̀jẹ̀ dídà, àkóràn, gìrì àti ìrọbí tó dúró, kí ó sì jí ọmọ tuntun tí kò mí sókè.',
      ig: 'Nwere ike ịgwọ ọbara ọgbụgba, ọrịa, ọdịdọ na ime nwa kwụsịrị, ma kpọlite nwa ọhụrụ na-adịghị eku ume.',
      pcm: 'Dem fit treat bleeding, infection, convulsion and labour wey hook after birth, and help new baby wey no dey breathe.',
    },
    cemonc: {
      ha: 'Duk abin da kulawar haihuwa ta gaggawa ta farko ke yi, da kuma tiyatar CS da ƙarin jini.',
      yo: 'Gbogbo ohun tí ìtọ́jú ìbímọ pàjáwìrì alákọ̀ọ́bẹ̀rẹ̀ ń ṣe, pẹ̀lú iṣẹ́ abẹ CS àti fífún ní ẹ̀jẹ̀.',
      ig: 'Ihe niile nlekọta ọmụmụ nwa mberede nke mbụ na-eme, gbakwunyere CS na inye ọbara.',
      pcm: 'Everything wey basic emergency birth care dey do, plus CS operation and blood transfusion.',
    },
    'blood-transfusion': {
      ha: 'Yana da jini mai tsafta a ajiye, ko zai iya samo shi da sauri, kuma zai iya ba wa mara lafiya.',
      yo: 'Ó ní ẹ̀jẹ̀ tó dára ní ìpamọ́, tàbí ó lè rí i kíákíá, ó sì lè fún aláìsàn.',
      ig: 'Nwere ọbara dị mma na nchekwa, ma ọ bụ nwere ike inweta ya ngwa ngwa, ma nye onye ọrịa.',
      pcm: 'Dem get safe blood for store, or fit get am quick, and fit give patient.',
    },
    oxygen: {
      ha: 'Yana da iskar oxygen ta likitanci a shirye don marasa lafiya da ba sa iya numfashi sosai.',
      yo: 'Ó ní afẹ́fẹ́ oxygen ìṣègùn ní sẹpẹ́ fún àwọn aláìsàn tí kò lè mí dáadáa.',
      ig: 'Nwere oxygen ọgwụ dị njikere maka ndị ọrịa na-enweghị ike iku ume nke ọma.',
      pcm: 'Dem get oxygen ready for patient wey no fit breathe well.',
    },
    ambulance: {
      ha: 'Yana da motar asibiti da za ta ɗauko mara lafiya ko ta kai shi wani asibiti.',
      yo: 'Ó ní ọkọ̀ aláìsàn tó lè lọ gbé aláìsàn tàbí gbé e lọ sí ilé ìwòsàn mìíràn.',
      ig: 'Nwere ụgbọala ndị ọrịa nwere ike ịbịa kpọrọ onye ọrịa ma ọ bụ buru ya gaa ụlọ ọgwụ ọzọ.',
      pcm: 'Dem get ambulance wey fit carry patient come or take am go another hospital.',
    },
    icu: {
      ha: 'Yana da sashen kulawa ta musamman ga marasa lafiya mafi tsanani, da ma’aikata masu lura dare da rana.',
      yo: 'Ó ní ẹ̀ka ìtọ́jú àkànṣe fún àwọn tí àìsàn wọn le jùlọ, pẹ̀lú òṣìṣẹ́ tó ń ṣọ́ wọn tọ̀sán-tòru.',
      ig: 'Nwere ngalaba nlekọta pụrụ iche maka ndị ọrịa kacha njọ, ya na ndị ọrụ na-eche ha nche ehihie na abalị.',
      pcm: 'Dem get intensive care for people wey sick pass, with staff wey dey watch day and night.',
    },
    dialysis: {
      ha: 'Yana iya tsabtace jini da na’ura idan ƙoda ta daina aiki.',
      yo: 'Ó lè fọ ẹ̀jẹ̀ mọ́ pẹ̀lú ẹ̀rọ nígbà tí kíndìnrín bá ti dáwọ́ iṣẹ́ dúró.',
      ig: 'Nwere ike iji igwe sachaa ọbara mgbe akụrụ kwụsịrị ịrụ ọrụ.',
      pcm: 'Dem fit use machine clean blood when kidney don stop to work.',
    },
    antivenom: {
      ha: 'Yana da maganin dafin maciji a ajiye kuma zai iya magance saran maciji.',
      yo: 'Ó ní oògùn oró ejò ní ìpamọ́, ó sì lè tọ́jú ẹni tí ejò bù jẹ.',
      ig: 'Nwere ọgwụ nsi agwọ na nchekwa ma nwee ike ịgwọ onye agwọ tara.',
      pcm: 'Dem get snakebite medicine for store and fit treat person wey snake bite.',
    },
    'rabies-vaccine': {
      ha: 'Yana da allurar rabies a ajiye ga wanda kare ko wata dabba mai yiwuwa tana ɗauke da rabies ta cije.',
      yo: 'Ó ní abẹ́rẹ́ àjẹsára rabies fún ẹni tí ajá tàbí ẹranko mìíràn tó lè ní rabies bù jẹ.',
      ig: 'Nwere ọgwụ mgbochi rabies maka onye nkịta ma ọ bụ anụmanụ ọzọ nwere ike iburu rabies tara.',
      pcm: 'Dem get rabies injection for person wey dog or another animal wey fit get rabies bite.',
    },
    'nhia-accredited': {
      ha: 'Hukumar Inshorar Lafiya ta Ƙasa (NHIA) ta amince da shi ya kula da marasa lafiya masu inshora.',
      yo: 'Àjọ Ìbánigbófò Ìlera Orílẹ̀-èdè (NHIA) ti fọwọ́ sí i láti tọ́jú àwọn aláìsàn tó ní ìbánigbófò.',
      ig: 'Ụlọ ọrụ National Health Insurance Authority (NHIA) kwadoro ya ilekọta ndị ọrịa nwere mkpuchi.',
      pcm: 'National Health Insurance Authority (NHIA) don approve dem to treat people wey get insurance.',
    },
    'accepting-nhia-enrolees': {
      ha: 'Yana karɓar sabbin marasa lafiya a ƙarƙashin inshorar lafiya ta ƙasa (NHIA) yanzu.',
      yo: 'Ó ń gba àwọn aláìsàn tuntun lábẹ́ ìbánigbófò ìlera orílẹ̀-èdè (NHIA) báyìí.',
      ig: 'Na-anabata ndị ọrịa ọhụrụ n’okpuru mkpuchi ahụike mba (NHIA) ugbu a.',
      pcm: 'Dem dey collect new patients under national health insurance (NHIA) now.',
    },
  },
};
