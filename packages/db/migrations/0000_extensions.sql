-- pg_trgm (typo-tolerant search) and unaccent exist on both PGlite and PostgreSQL.
-- cube/earthdistance are deliberately absent: on PGlite they break trigram queries (DESIGN.md §3).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
