import type { TaxonomySeedEntry } from './types.ts';

/** Conditions patients in Nigeria most often seek care for, with the names they use for them. */
export const conditions: readonly TaxonomySeedEntry[] = [
  {
    slug: 'malaria',
    name: 'Malaria',
    description:
      'A mosquito-borne infection causing fever, chills and body aches; it can be severe in children and pregnancy.',
  },
  {
    slug: 'typhoid-fever',
    name: 'Typhoid Fever',
    description:
      'A bacterial infection spread through contaminated food and water, causing prolonged fever and stomach upset.',
  },
  {
    slug: 'hypertension',
    name: 'Hypertension (High Blood Pressure)',
    description:
      'Blood pressure that stays too high, often without symptoms, raising the risk of stroke and heart and kidney disease.',
  },
  {
    slug: 'diabetes',
    name: 'Diabetes',
    description:
      'A long-term condition in which blood sugar is too high, needing diet changes, medicines or insulin.',
  },
  {
    slug: 'sickle-cell-disease',
    name: 'Sickle Cell Disease',
    description:
      'An inherited blood disorder (SS, SC) causing anaemia, painful crises and infections, needing lifelong care.',
  },
  {
    slug: 'tuberculosis',
    name: 'Tuberculosis (TB)',
    description:
      'A bacterial infection, usually of the lungs, causing a long cough, weight loss and night sweats; treatment is free.',
  },
  {
    slug: 'hiv-and-aids',
    name: 'HIV and AIDS',
    description:
      'A virus that weakens the immune system; with antiretroviral treatment people live long and healthy lives.',
  },
  {
    slug: 'hepatitis-b',
    name: 'Hepatitis B',
    description:
      'A viral infection of the liver spread through blood and from mother to baby; a vaccine prevents it.',
  },
  {
    slug: 'hepatitis-c',
    name: 'Hepatitis C',
    description: 'A viral infection of the liver spread through blood, which can now be cured with tablets.',
  },
  {
    slug: 'asthma',
    name: 'Asthma',
    description:
      'A long-term lung condition causing wheezing, coughing and shortness of breath, controlled with inhalers.',
  },
  {
    slug: 'pneumonia',
    name: 'Pneumonia',
    description:
      'An infection of the lungs causing cough, fever and difficult breathing, dangerous in young children.',
  },
  {
    slug: 'lassa-fever',
    name: 'Lassa Fever',
    description:
      'A viral illness spread by rats and between people, causing fever and bleeding; early treatment saves lives.',
  },
  {
    slug: 'cholera',
    name: 'Cholera',
    description:
      'A bacterial infection from contaminated water causing severe watery diarrhoea that needs urgent rehydration.',
  },
  {
    slug: 'measles',
    name: 'Measles',
    description:
      'A highly contagious viral illness with fever and rash, mostly in children, prevented by vaccination.',
  },
  {
    slug: 'meningitis',
    name: 'Meningitis',
    description:
      'Infection of the lining of the brain causing fever, headache and a stiff neck; a medical emergency.',
  },
  {
    slug: 'covid-19',
    name: 'COVID-19',
    description: 'A respiratory illness caused by the SARS-CoV-2 coronavirus, ranging from mild to severe.',
  },
  {
    slug: 'stroke',
    name: 'Stroke',
    description:
      'Sudden loss of blood supply to part of the brain, causing weakness or speech problems; get help at once.',
  },
  {
    slug: 'heart-failure',
    name: 'Heart Failure',
    description: 'A condition where the heart does not pump well, causing breathlessness and swollen legs.',
  },
  {
    slug: 'kidney-disease',
    name: 'Kidney Disease',
    description:
      'Damage that stops the kidneys filtering blood properly, often from hypertension or diabetes.',
  },
  {
    slug: 'breast-cancer',
    name: 'Breast Cancer',
    description:
      'Cancer that starts in the breast, often first noticed as a lump; early detection improves survival.',
  },
  {
    slug: 'cervical-cancer',
    name: 'Cervical Cancer',
    description:
      'Cancer of the neck of the womb, largely preventable with HPV vaccination and regular screening.',
  },
  {
    slug: 'prostate-cancer',
    name: 'Prostate Cancer',
    description:
      'Cancer of the prostate gland in men, more common after 50; checked with a PSA test and examination.',
  },
  {
    slug: 'prostate-enlargement',
    name: 'Prostate Enlargement',
    description:
      'A non-cancerous growth of the prostate in older men that makes passing urine difficult or frequent.',
  },
  {
    slug: 'infertility',
    name: 'Infertility',
    description:
      'Difficulty getting pregnant after a year of trying; causes can lie with the woman, the man or both.',
  },
  {
    slug: 'uterine-fibroids',
    name: 'Uterine Fibroids',
    description:
      'Non-cancerous growths in the womb that can cause heavy periods, pain and difficulty getting pregnant.',
  },
  {
    slug: 'pre-eclampsia',
    name: 'Pre-eclampsia',
    description:
      'High blood pressure in pregnancy that can harm mother and baby; antenatal checks detect it early.',
  },
  {
    slug: 'depression',
    name: 'Depression',
    description:
      'Persistent low mood and loss of interest that affects daily life; it is treatable with therapy and medicines.',
  },
  {
    slug: 'anxiety-disorders',
    name: 'Anxiety Disorders',
    description: 'Excessive worry, fear or panic that is hard to control and interferes with daily life.',
  },
  {
    slug: 'schizophrenia',
    name: 'Schizophrenia',
    description:
      'A serious mental illness affecting thinking and perception, such as hearing voices; treatable with medicines.',
  },
  {
    slug: 'substance-use-disorders',
    name: 'Drug and Alcohol Addiction',
    description: 'Harmful use of or dependence on alcohol, codeine, tramadol, cannabis or other drugs.',
  },
  {
    slug: 'epilepsy',
    name: 'Epilepsy',
    description:
      'A brain condition causing repeated seizures (fits), usually well controlled with daily medicines.',
  },
  {
    slug: 'migraine-and-headache',
    name: 'Migraine and Headache',
    description: 'Recurring or severe headaches, including migraine, that need assessment and treatment.',
  },
  {
    slug: 'glaucoma',
    name: 'Glaucoma',
    description:
      'Raised pressure in the eye that slowly damages sight without pain; a leading cause of blindness.',
  },
  {
    slug: 'cataract',
    name: 'Cataract',
    description:
      'Clouding of the lens of the eye that blurs vision, mostly in older people, treated by surgery.',
  },
  {
    slug: 'refractive-errors',
    name: 'Poor Eyesight (Refractive Errors)',
    description:
      'Short-sightedness, long-sightedness and similar problems corrected with glasses or contact lenses.',
  },
  {
    slug: 'conjunctivitis',
    name: 'Conjunctivitis (Apollo)',
    description:
      'Red, itchy, watery eyes from infection or allergy; the epidemic form is known in Nigeria as Apollo.',
  },
  {
    slug: 'ear-infections',
    name: 'Ear Infections',
    description: 'Infection of the ear causing pain, discharge or hearing loss, common in children.',
  },
  {
    slug: 'tonsillitis',
    name: 'Tonsillitis',
    description: 'Infection of the tonsils causing sore throat, fever and pain on swallowing.',
  },
  {
    slug: 'hearing-loss',
    name: 'Hearing Loss',
    description:
      'Partial or total loss of hearing in one or both ears, which can be tested and often helped.',
  },
  {
    slug: 'malnutrition',
    name: 'Malnutrition',
    description:
      'Poor growth, wasting or swelling from too little or the wrong food, most dangerous in young children.',
  },
  {
    slug: 'diarrhoeal-diseases',
    name: 'Diarrhoea',
    description:
      'Frequent loose stools from infection, which can quickly dehydrate children; treated with ORS and zinc.',
  },
  {
    slug: 'peptic-ulcer-disease',
    name: 'Peptic Ulcer',
    description:
      'Sores in the lining of the stomach or duodenum causing upper abdominal pain, often called ulcer.',
  },
  {
    slug: 'arthritis',
    name: 'Arthritis',
    description:
      'Pain, swelling and stiffness of the joints, including osteoarthritis of the knees in older adults.',
  },
  {
    slug: 'low-back-pain',
    name: 'Low Back Pain',
    description: 'Pain in the lower back from muscle strain, disc problems or arthritis.',
  },
  {
    slug: 'fractures',
    name: 'Fractures',
    description: 'Broken bones from falls, road traffic crashes or other injuries.',
  },
  {
    slug: 'burns',
    name: 'Burns',
    description: 'Injury to the skin and deeper tissues from fire, hot liquids, chemicals or electricity.',
  },
  {
    slug: 'obesity',
    name: 'Obesity',
    description: 'Excess body weight that raises the risk of diabetes, hypertension and joint problems.',
  },
  {
    slug: 'anaemia',
    name: 'Anaemia',
    description:
      'Too few red blood cells, causing tiredness and pallor, often from malaria, poor diet or blood loss.',
  },
  {
    slug: 'neonatal-jaundice',
    name: 'Neonatal Jaundice',
    description:
      'Yellow skin and eyes in a newborn baby; severe jaundice needs urgent treatment to prevent brain damage.',
  },
  {
    slug: 'tooth-decay',
    name: 'Tooth Decay',
    description:
      'Holes (cavities) in the teeth causing toothache, treated with fillings, root canals or extraction.',
  },
  {
    slug: 'gum-disease',
    name: 'Gum Disease',
    description: 'Swollen, bleeding gums and loosening teeth from plaque build-up, prevented by cleaning.',
  },
  {
    slug: 'hernia',
    name: 'Hernia',
    description: 'A bulge where tissue pushes through a weak spot in the abdominal wall, often in the groin.',
  },
  {
    slug: 'haemorrhoids',
    name: 'Haemorrhoids (Piles)',
    description: 'Swollen veins around the anus causing bleeding, itching or pain, often called pile.',
  },
  {
    slug: 'appendicitis',
    name: 'Appendicitis',
    description:
      'Inflammation of the appendix causing severe lower right abdominal pain; it usually needs an operation.',
  },
  {
    slug: 'thyroid-disease',
    name: 'Thyroid Disease (Goitre)',
    description: 'An overactive, underactive or enlarged thyroid gland, including goitre in the neck.',
  },
  {
    slug: 'urinary-tract-infections',
    name: 'Urinary Tract Infection (UTI)',
    description: 'Infection of the bladder or kidneys causing painful, frequent urination.',
  },
  {
    slug: 'sexually-transmitted-infections',
    name: 'Sexually Transmitted Infections',
    description:
      'Infections such as gonorrhoea, chlamydia and syphilis, passed on through sex and treatable.',
  },
  {
    slug: 'skin-infections',
    name: 'Skin Infections',
    description: 'Fungal, bacterial and parasitic skin infections such as ringworm and scabies.',
  },
  {
    slug: 'eczema',
    name: 'Eczema',
    description: 'Dry, itchy, inflamed skin that comes and goes, common in children.',
  },
];
