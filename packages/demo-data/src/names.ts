import type { EthnicGroup } from './regions.ts';
import { list } from './text.ts';

/**
 * Common Nigerian given names and surnames by ethnic group, written without tone marks as they are on
 * most Nigerian forms. Surnames of well-known public figures are left out so demo doctors do not look
 * like real people.
 */
export interface NamePool {
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  /** Share of people in the group with an English (Christian) given name instead of a local one. */
  englishGivenNameShare: number;
}

export const englishGivenNames = {
  male: list(`
    Emmanuel, Samuel, Daniel, David, Michael, John, Joseph, Peter, Paul, Stephen, Godwin,
    Sunday, Victor, Anthony, Francis, Charles, Kingsley, Henry, Benjamin, Moses, Joshua,
    Gabriel, Patrick, Augustine, Felix, Raymond, Innocent, Friday, Solomon, Timothy
  `),
  female: list(`
    Grace, Blessing, Joy, Esther, Victoria, Patience, Precious, Favour, Mercy, Comfort, Gift,
    Peace, Deborah, Ruth, Elizabeth, Mary, Florence, Juliet, Gloria, Stella, Rita, Christiana,
    Josephine, Rachael, Dorcas, Lydia, Janet, Faith, Rebecca, Hannah
  `),
};

export const namePools: Readonly<Record<EthnicGroup, NamePool>> = {
  yoruba: {
    male: list(`
    Adebayo, Oluwaseun, Olumide, Babatunde, Adewale, Oluwafemi, Olusegun, Kayode, Tunde, Femi,
    Gbenga, Akinwale, Ayodeji, Oladele, Adeniyi, Olawale, Segun, Bamidele, Kunle, Jide, Rotimi,
    Dapo, Tayo, Ademola, Abiodun, Olatunji, Lanre, Muyiwa, Opeyemi, Akintunde, Taiwo, Kehinde,
    Idowu, Rasheed, Lateef, Wasiu, Azeez, Tajudeen, Saheed, Sodiq, Ganiyu, Abdulrahman, Ismail
  `),
    female: list(`
    Funmilayo, Folake, Titilayo, Bukola, Oluwakemi, Yetunde, Adunni, Temitope, Omolara,
    Abimbola, Adenike, Olamide, Modupe, Ronke, Bisola, Kemi, Tolulope, Oyinkansola, Ayomide,
    Iyabo, Simisola, Morenike, Adeola, Busayo, Ibukun, Foluke, Omowunmi, Bolanle, Feyisara,
    Taiwo, Kehinde, Aminat, Kafayat, Basirat, Rukayat, Monsurat, Fatimah, Aishat
  `),
    surnames: list(`
    Adeyemi, Ogunleye, Adebayo, Oladipo, Ogunbiyi, Akinola, Ojo, Adeleke, Olawale, Babalola,
    Afolabi, Ajayi, Olaniyan, Ogunsanya, Adesina, Oyelaran, Akinyemi, Bakare, Balogun, Lawal,
    Salami, Odunsi, Adeniran, Oyewole, Ogundipe, Akande, Olatunji, Olayinka, Adegoke, Ayodele,
    Ogunlade, Fasanya, Oladeji, Famuyiwa, Ogundele, Adekunle, Sanni, Olabode, Okunade, Owolabi,
    Ibikunle, Aina, Ilesanmi, Ajibade, Olorunfemi, Adetunji, Oyeniyi, Alabi, Oyebode, Adewumi
  `),
    englishGivenNameShare: 0.12,
  },
  igbo: {
    male: list(`
    Chukwuemeka, Chinedu, Obinna, Ikechukwu, Emeka, Nnamdi, Chibuike, Uchenna, Kelechi, Chidi,
    Ifeanyi, Okechukwu, Tochukwu, Chijioke, Ebuka, Somtochukwu, Chukwudi, Onyekachi, Nonso,
    Kenechukwu, Ugochukwu, Chima, Arinze, Ekene, Obiora, Ikenna, Chinonso, Izuchukwu, Ejike,
    Nnaemeka
  `),
    female: list(`
    Chiamaka, Ngozi, Adaeze, Chioma, Nneka, Amarachi, Ifeoma, Ogechi, Uju, Chinwe, Nkechi,
    Adaora, Ebere, Oluchi, Chinenye, Obiageli, Chidinma, Ijeoma, Onyinye, Ugochi, Ezinne,
    Chinyere, Nkiru, Kosisochukwu, Munachi, Uchechi, Amaka, Ifeyinwa, Chisom, Ogochukwu
  `),
    surnames: list(`
    Okafor, Okeke, Nwosu, Eze, Okonkwo, Nwachukwu, Chukwu, Ugwu, Nnaji, Anyanwu, Okoro, Ibe,
    Agu, Nwankwo, Ezeh, Ogbonna, Okoye, Nwafor, Obiora, Uzoma, Onwuka, Iwu, Nwoye, Onuoha,
    Okpara, Uche, Ozor, Ani, Ejiofor, Udeh, Nwokolo, Ikeji, Ndukwe, Njoku, Opara, Azubuike,
    Echezona, Nwaeze, Oguejiofor, Umeh, Anozie, Ekwe, Onyeama, Mbanefo, Okolie, Ezenwa, Onyeka,
    Nwakanma
  `),
    englishGivenNameShare: 0.25,
  },
  hausa: {
    male: list(`
    Abdullahi, Muhammad, Ibrahim, Usman, Aliyu, Sani, Musa, Abubakar, Yusuf, Sulaiman, Umar,
    Bashir, Nasiru, Haruna, Garba, Kabiru, Shehu, Lawal, Aminu, Mustapha, Yahaya, Isa, Idris,
    Jamilu, Auwal, Nura, Salisu, Ahmad, Hamza, Mansur, Tijjani, Hassan, Husseini, Faruk, Saidu,
    Danladi, Rabiu, Hamman, Bappa, Buba, Modibbo
  `),
    female: list(`
    Aisha, Fatima, Hauwa, Zainab, Amina, Maryam, Hadiza, Khadija, Halima, Rukayya, Safiya,
    Asma'u, Bilkisu, Hafsat, Zulaihat, Sa'adatu, Jamila, Nafisa, Rahma, Sadiya, Maimuna,
    Hajara, Binta, Ladi, Lubabatu, Fadila, Firdausi, Habiba, Salamatu, Ummi
  `),
    surnames: list(`
    Abdullahi, Bello, Sani, Musa, Ibrahim, Usman, Aliyu, Garba, Lawal, Yusuf, Umar, Abubakar,
    Danjuma, Yakubu, Suleiman, Haruna, Shehu, Gambo, Dikko, Kabir, Mohammed, Sambo, Jibril,
    Adamu, Tanko, Bala, Idris, Mahmud, Nuhu, Sadiq, Gwarzo, Bichi, Kurfi, Hamman, Jidda, Ardo,
    Maikano, Dauda, Rabiu, Isah
  `),
    englishGivenNameShare: 0,
  },
  kanuri: {
    male: list(`
    Modu, Bukar, Kolo, Ali, Mustapha, Goni, Kyari, Lawan, Baba, Mohammed, Zanna, Abba, Bulama,
    Grema, Umar, Ibrahim, Mala, Kachalla
  `),
    female: list(`
    Fanna, Yagana, Kaka, Falmata, Fatima, Aisha, Zara, Amina, Hauwa, Yakaka, Bintu, Maryam,
    Hadiza, Zainab
  `),
    surnames: list(`
    Modu, Bukar, Kyari, Gana, Lawan, Zanna, Goni, Kolo, Mustapha, Ali, Umar, Mala, Gremah,
    Bulama, Abba, Alkali, Mai, Kachallah, Monguno, Dikwa
  `),
    englishGivenNameShare: 0,
  },
  edo: {
    male: list(`
    Osagie, Osaro, Eghosa, Osayande, Efosa, Osarumwense, Uyi, Osaze, Nosa, Omoruyi, Ikponmwosa,
    Osahon, Ehigie, Idemudia, Ehis, Ogie
  `),
    female: list(`
    Ivie, Itohan, Osasu, Omosede, Esohe, Ofure, Osayuwamen, Eseosa, Isoken, Imade, Uwa, Ewere,
    Adesuwa, Iyore, Efe
  `),
    surnames: list(`
    Omoregie, Ogbeide, Osagie, Ehigiator, Imafidon, Osazuwa, Aigbe, Ekhator, Erhabor, Ighodaro,
    Iyamu, Osemwegie, Edokpolo, Obasuyi, Eweka, Asemota, Iyoha, Ogiemwonyi, Igbinosa, Okundaye,
    Agho, Oviasu, Uwaifo, Idehen
  `),
    englishGivenNameShare: 0.3,
  },
  ijaw: {
    male: list(`
    Tonye, Tamuno, Diepreye, Timi, Perebo, Douye, Ebikabowei, Soibi, Ebiye, Tamunotonye,
    Ebipade, Alabo, Dagogo
  `),
    female: list(`
    Ebiere, Ibinabo, Tarila, Preye, Seiyefa, Tamara, Boma, Ibiba, Ebiakpo, Tokoni, Ayibanua
  `),
    surnames: list(`
    Alagoa, Amakiri, Tamuno, Ekiyor, Ebiowei, Dagogo, Briggs, Horsfall, Jumbo, Kalio, Harry,
    Amachree, Ekine, Owei, Oruwari, Iyalla, Ebikeme, Opuda, Ikiriko
  `),
    englishGivenNameShare: 0.35,
  },
  urhobo: {
    male: list(`
    Ovie, Oghenekaro, Efe, Oghenetega, Tega, Oghenero, Okiemute, Onome, Ejiro, Avwerosuo,
    Oghenevwede, Mudiaga
  `),
    female: list(`
    Ufuoma, Rukevwe, Onome, Ejiro, Eguono, Ese, Oghenefejiro, Efemena, Oghenekevwe, Akpevwe,
    Omovigho
  `),
    surnames: list(`
    Edewor, Akpobire, Ogbe, Omene, Emore, Ovwigho, Onoriode, Efeturi, Ukueku, Ighorodje,
    Agbamu, Okpako, Ojigho, Umukoro, Otuedon, Etaghene, Akpoyibo
  `),
    englishGivenNameShare: 0.35,
  },
  'efik-ibibio': {
    male: list(`
    Aniekan, Ubong, Ekemini, Nsikak, Akanimo, Imoh, Uduak, Edem, Idongesit, Ime, Asuquo,
    Effiong, Ekpenyong, Okon, Utibe, Etim
  `),
    female: list(`
    Edidiong, Imaobong, Ekaette, Idara, Emem, Itoro, Affiong, Arit, Nkoyo, Uyai, Iquo,
    Inemesit, Mfon, Eno, Ima
  `),
    surnames: list(`
    Etim, Bassey, Udo, Akpan, Essien, Ekpo, Edet, Inyang, Okon, Umoh, Asuquo, Effiong, Eyo,
    Henshaw, Duke, Archibong, Ekong, Udoh, Obot, Ukpong, Udofia, Ntuk, Ibanga, Ekpenyong,
    Offiong, Nkanga, Ita
  `),
    englishGivenNameShare: 0.35,
  },
  tiv: {
    male: list(`
    Terhemba, Msughter, Aondona, Terfa, Aondofa, Tersoo, Sesugh, Tavershima, Aondover, Orhemba,
    Iorwuese, Terver
  `),
    female: list(`
    Sewuese, Mimidoo, Iveren, Doose, Mnena, Nguvan, Ngodoo, Hembadoon, Msurshima, Member,
    Aondowase
  `),
    surnames: list(`
    Iorliam, Tyokase, Akaa, Ikyaa, Gbande, Orkar, Iorfa, Agber, Anyam, Tor, Uja, Hembe, Ayua,
    Kpera, Iortyom, Tyav, Ugondo, Adzua, Orshi, Shaagee
  `),
    englishGivenNameShare: 0.25,
  },
  'igala-idoma': {
    male: list(`
    Ojochide, Onuche, Ocholi, Onche, Oche, Ojonugwa, Onimisi, Enemona, Alechenu, Ojodale,
    Ozovehe, Ogwu
  `),
    female: list(`
    Ene, Ochanya, Ojone, Ohunene, Ozohu, Ufedo, Eleojo, Ojima, Onyemowo, Ladi
  `),
    surnames: list(`
    Idakwo, Attah, Ameh, Adejo, Ocheja, Achimugu, Okpanachi, Ogbu, Ochai, Adah, Onoja, Agbo,
    Ohiare, Ozigi, Itodo, Ogwuche, Apeh, Ekele, Anebi, Egwu
  `),
    englishGivenNameShare: 0.3,
  },
  nupe: {
    male: list(`
    Ndagi, Ndako, Jiya, Shaba, Yisa, Kolo, Baba, Ndatsu, Usman, Mohammed, Isah
  `),
    female: list(`
    Nma, Fatima, Hauwa, Aishetu, Zainab, Amina, Ladi, Hadiza, Maryam
  `),
    surnames: list(`
    Gana, Ndagi, Jiya, Kolo, Shaba, Yisa, Tsado, Ndanusa, Ndace, Mohammed, Alhassan, Kudu,
    Bida
  `),
    englishGivenNameShare: 0.03,
  },
  'middle-belt': {
    male: list(`
    Dalyop, Gyang, Pam, Chuwang, Davou, Choji, Rwang, Dung, Bitrus, Yohanna, Istifanus,
    Danladi, Nanven, Longji, Dauda, Yakubu, Ishaya, Habila
  `),
    female: list(`
    Kaneng, Ladi, Lami, Rifkatu, Saratu, Jummai, Tabitha, Hannatu, Naomi, Asabe, Martha, Kande
  `),
    surnames: list(`
    Gyang, Pam, Dalyop, Choji, Davou, Rwang, Dung, Bot, Bulus, Yohanna, Gwom, Dakum, Longji,
    Kaze, Goyit, Dashe, Zarmai, Istifanus, Ishaya, Maikudi
  `),
    englishGivenNameShare: 0.35,
  },
};

/** The language a member of the group most likely speaks, given the state they live in. */
export function groupLanguage(group: EthnicGroup, stateAlias: string): string | null {
  switch (group) {
    case 'yoruba':
      return 'Yoruba';
    case 'igbo':
      return 'Igbo';
    case 'hausa':
      return 'Hausa';
    case 'kanuri':
      return 'Kanuri';
    case 'edo':
      return 'Edo';
    case 'ijaw':
      return 'Ijaw';
    case 'urhobo':
      return 'Urhobo';
    case 'efik-ibibio':
      return stateAlias === 'akwa_ibom' ? 'Ibibio' : 'Efik';
    case 'tiv':
      return 'Tiv';
    case 'igala-idoma':
      return stateAlias === 'benue' ? 'Idoma' : stateAlias === 'kogi' ? 'Igala' : 'Idoma';
    case 'nupe':
      return 'Nupe';
    case 'middle-belt':
      return null;
  }
}
