-- Rebuilding the vocabulary (after an import) while other writes go on: a word a concurrent write adds
-- between this function's DELETE and its INSERT is already there when the INSERT comes to it. It was a
-- unique violation that failed the whole import (found by bench:cluster); now the recount wins.
CREATE OR REPLACE FUNCTION rebuild_search_vocabulary() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_vocabulary;
  INSERT INTO search_vocabulary (word, documents)
  SELECT word, sum(documents)::integer FROM (
    SELECT word, ndoc AS documents FROM ts_stat('SELECT document FROM search_documents')
    UNION ALL
    SELECT unnest(tsvector_to_array(to_tsvector('simple', search_words(term_search_text(name, keywords, names || term_lexicon(id)))))), 1
    FROM taxonomy_terms
    UNION ALL
    SELECT unnest(tsvector_to_array(to_tsvector('simple', search_words(name)))), 1 FROM states
    UNION ALL
    SELECT unnest(tsvector_to_array(to_tsvector('simple', search_words(name)))), 1 FROM lgas
  ) words
  GROUP BY word
  ON CONFLICT (word) DO UPDATE SET documents = excluded.documents;
END
$$;
