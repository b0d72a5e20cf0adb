-- Every committed change to what search reads (the search documents, the lists' terms and their old slugs)
-- is announced on the channel `directory_changed`, so every API process forgets what its search kept.
-- NOTIFY is sent at commit, once per transaction however many statements repeat it.
CREATE FUNCTION notify_directory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('directory_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_documents_changed AFTER INSERT OR UPDATE OR DELETE ON search_documents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_directory_changed();--> statement-breakpoint
CREATE TRIGGER taxonomy_terms_changed AFTER INSERT OR UPDATE OR DELETE ON taxonomy_terms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_directory_changed();--> statement-breakpoint
CREATE TRIGGER taxonomy_slug_aliases_changed AFTER INSERT OR UPDATE OR DELETE ON taxonomy_slug_aliases
  FOR EACH STATEMENT EXECUTE FUNCTION notify_directory_changed();
