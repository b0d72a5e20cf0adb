-- The covid-19 page links to search for facilities offering COVID-19 testing or vaccination: those services
-- join the starting set (packages/db/src/seed/taxonomies/services.ts). A database whose taxonomies were
-- already loaded gets them here; an empty one (first start) is left to the starting set, which loads only
-- while the taxonomies are empty.
INSERT INTO "taxonomy_terms" ("kind", "slug", "name", "description", "keywords")
SELECT 'services', v.slug, v.name, v.description, v.keywords
FROM (VALUES
  ('covid-19-testing', 'COVID-19 Testing',
   'Tests for a current COVID-19 infection (PCR or rapid antigen), with advice on the result.',
   'coronavirus corona covid pcr antigen test'),
  ('covid-19-vaccination', 'COVID-19 Vaccination',
   'COVID-19 vaccines given as recommended by the national immunisation programme.',
   'coronavirus corona covid vaccine jab')
) AS v(slug, name, description, keywords)
WHERE EXISTS (SELECT 1 FROM "taxonomy_terms")
ON CONFLICT DO NOTHING;
