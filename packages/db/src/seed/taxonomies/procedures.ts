import type { TaxonomySeedEntry } from './types.ts';

/** Procedures, operations and tests patients ask for, named as Nigerian hospitals name them. */
export const procedures: readonly TaxonomySeedEntry[] = [
  {
    slug: 'normal-delivery',
    name: 'Normal (Vaginal) Delivery',
    description: 'Childbirth through the birth canal, attended by a midwife or doctor.',
  },
  {
    slug: 'caesarean-section',
    name: 'Caesarean Section',
    description:
      'Delivery of a baby through an operation on the abdomen and womb, planned or as an emergency.',
  },
  {
    slug: 'epidural-analgesia',
    name: 'Epidural for Labour',
    description: 'An injection in the lower back by an anaesthetist that relieves pain during labour.',
  },
  {
    slug: 'myomectomy',
    name: 'Myomectomy',
    description: 'An operation to remove fibroids while keeping the womb, so a woman can still get pregnant.',
  },
  {
    slug: 'hysterectomy',
    name: 'Hysterectomy',
    description: 'An operation to remove the womb, for example for large fibroids, heavy bleeding or cancer.',
  },
  {
    slug: 'dilatation-and-curettage',
    name: 'Dilatation and Curettage (D&C)',
    description: 'A short procedure to empty the womb, for example after a miscarriage.',
  },
  {
    slug: 'ivf',
    name: 'IVF (In Vitro Fertilisation)',
    description:
      'Fertility treatment in which eggs are fertilised in a laboratory and an embryo placed in the womb.',
  },
  {
    slug: 'tubal-ligation',
    name: 'Tubal Ligation',
    description: 'A permanent family planning operation that ties or blocks a woman’s fallopian tubes.',
  },
  {
    slug: 'iud-insertion',
    name: 'IUD Insertion',
    description: 'Fitting of an intrauterine device (coil), a long-acting reversible contraceptive.',
  },
  {
    slug: 'contraceptive-implant-insertion',
    name: 'Contraceptive Implant Insertion',
    description:
      'Placing a small rod under the skin of the arm that prevents pregnancy for three to five years.',
  },
  {
    slug: 'pap-smear',
    name: 'Pap Smear (Cervical Screening)',
    description: 'A quick test of cells from the cervix to find changes before they become cancer.',
  },
  {
    slug: 'appendicectomy',
    name: 'Appendicectomy (Appendectomy)',
    description: 'An operation to remove an inflamed appendix.',
  },
  {
    slug: 'hernia-repair',
    name: 'Hernia Repair',
    description: 'An operation to push back a hernia and strengthen the weak spot in the abdominal wall.',
  },
  {
    slug: 'thyroidectomy',
    name: 'Thyroidectomy',
    description: 'An operation to remove all or part of the thyroid gland, for example for a large goitre.',
  },
  {
    slug: 'mastectomy',
    name: 'Mastectomy',
    description: 'An operation to remove a breast, usually to treat breast cancer.',
  },
  {
    slug: 'laparoscopy',
    name: 'Laparoscopy (Keyhole Surgery)',
    description: 'Surgery or examination through small cuts in the abdomen using a camera.',
  },
  {
    slug: 'circumcision',
    name: 'Circumcision',
    description: 'Removal of the foreskin, usually in baby boys, performed by a trained health worker.',
  },
  {
    slug: 'prostatectomy',
    name: 'Prostatectomy',
    description: 'An operation to remove all or part of the prostate gland, for enlargement or cancer.',
  },
  {
    slug: 'cystoscopy',
    name: 'Cystoscopy',
    description: 'A look inside the bladder and urethra with a thin camera.',
  },
  {
    slug: 'joint-replacement',
    name: 'Hip and Knee Replacement',
    description: 'An operation to replace a worn-out hip or knee joint with an artificial one.',
  },
  {
    slug: 'fracture-casting',
    name: 'Fracture Treatment and POP Casting',
    description: 'Setting a broken bone and holding it with a plaster of Paris (POP) cast or splint.',
  },
  {
    slug: 'spine-surgery',
    name: 'Spine Surgery',
    description: 'Operations on the spine, for example for a slipped disc or spinal injury.',
  },
  {
    slug: 'open-heart-surgery',
    name: 'Open Heart Surgery',
    description: 'Major heart operations such as valve repair or replacement and bypass surgery.',
  },
  {
    slug: 'skin-grafting',
    name: 'Skin Grafting',
    description: 'Covering a wound or burn with healthy skin taken from another part of the body.',
  },
  {
    slug: 'skin-biopsy',
    name: 'Skin Biopsy',
    description: 'Removing a small piece of skin for laboratory examination.',
  },
  {
    slug: 'tonsillectomy',
    name: 'Tonsillectomy',
    description: 'An operation to remove the tonsils after repeated infections.',
  },
  {
    slug: 'hearing-test',
    name: 'Hearing Test (Audiometry)',
    description: 'A test of how well each ear hears, used to diagnose hearing loss.',
  },
  {
    slug: 'cataract-surgery',
    name: 'Cataract Surgery',
    description:
      'An operation to remove the cloudy lens of the eye and replace it with a clear artificial lens.',
  },
  {
    slug: 'glaucoma-surgery',
    name: 'Glaucoma Surgery (Trabeculectomy)',
    description: 'An eye operation that lowers the pressure inside the eye to protect sight.',
  },
  {
    slug: 'eye-test',
    name: 'Eye Test and Refraction',
    description: 'A check of eyesight to find out whether glasses are needed, and of what strength.',
  },
  {
    slug: 'tooth-extraction',
    name: 'Tooth Extraction',
    description: 'Removal of a badly decayed, broken or impacted tooth under local anaesthesia.',
  },
  {
    slug: 'root-canal-treatment',
    name: 'Root Canal Treatment',
    description: 'Cleaning and sealing the inside of an infected tooth to save it.',
  },
  {
    slug: 'scaling-and-polishing',
    name: 'Scaling and Polishing',
    description: 'Professional cleaning that removes plaque and tartar from the teeth.',
  },
  {
    slug: 'orthodontic-braces',
    name: 'Orthodontic Braces',
    description: 'Fitting and adjusting braces to straighten teeth over several months.',
  },
  {
    slug: 'haemodialysis',
    name: 'Haemodialysis Session',
    description:
      'A session of about four hours in which a machine filters the blood when the kidneys have failed.',
  },
  {
    slug: 'blood-transfusion',
    name: 'Blood Transfusion',
    description: 'Giving screened donor blood through a drip, for example for severe anaemia or bleeding.',
  },
  {
    slug: 'chemotherapy',
    name: 'Chemotherapy',
    description: 'Treatment of cancer with medicines, usually given in cycles through a drip or as tablets.',
  },
  {
    slug: 'radiotherapy',
    name: 'Radiotherapy',
    description: 'Treatment of cancer with targeted radiation, given in a series of short sessions.',
  },
  {
    slug: 'x-ray',
    name: 'X-ray',
    description: 'A quick image of bones, chest or other parts of the body using a small dose of radiation.',
  },
  {
    slug: 'ultrasound-scan',
    name: 'Ultrasound Scan',
    description: 'A painless scan with sound waves, used in pregnancy and to examine the abdomen and pelvis.',
  },
  {
    slug: 'ct-scan',
    name: 'CT Scan',
    description:
      'A detailed cross-sectional X-ray scan of the head, chest, abdomen or other parts of the body.',
  },
  {
    slug: 'mri-scan',
    name: 'MRI Scan',
    description: 'A detailed scan using magnets and radio waves, especially for the brain, spine and joints.',
  },
  {
    slug: 'mammography',
    name: 'Mammography',
    description: 'An X-ray of the breasts used to screen for and diagnose breast cancer.',
  },
  {
    slug: 'ecg',
    name: 'ECG (Electrocardiogram)',
    description: 'A painless recording of the heart’s electrical activity using stickers on the chest.',
  },
  {
    slug: 'echocardiography',
    name: 'Echocardiography (Echo)',
    description: 'An ultrasound scan of the heart that shows how well it pumps and how the valves work.',
  },
  {
    slug: 'eeg',
    name: 'EEG (Electroencephalogram)',
    description: 'A recording of the brain’s electrical activity, used in the diagnosis of epilepsy.',
  },
  {
    slug: 'spirometry',
    name: 'Spirometry (Lung Function Test)',
    description: 'A breathing test that measures how well the lungs work, used for asthma and COPD.',
  },
  {
    slug: 'upper-gi-endoscopy',
    name: 'Upper GI Endoscopy',
    description:
      'A look inside the food pipe, stomach and duodenum with a thin camera, for ulcers and bleeding.',
  },
  {
    slug: 'colonoscopy',
    name: 'Colonoscopy',
    description:
      'A look inside the large bowel with a camera, to find the cause of bleeding or screen for cancer.',
  },
  {
    slug: 'vaccination',
    name: 'Vaccination',
    description: 'Giving vaccines to prevent diseases such as measles, hepatitis B, yellow fever and HPV.',
  },
  {
    slug: 'wound-care',
    name: 'Wound Dressing',
    description: 'Cleaning, stitching and dressing of cuts, ulcers, burns and surgical wounds.',
  },
  {
    slug: 'general-anaesthesia',
    name: 'General Anaesthesia',
    description:
      'Medicines given by an anaesthetist so that a patient is fully asleep and pain-free during surgery.',
  },
];
