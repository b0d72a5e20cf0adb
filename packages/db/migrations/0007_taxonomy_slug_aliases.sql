CREATE TABLE "taxonomy_slug_aliases" (
	"kind" "taxonomy_kind" NOT NULL,
	"slug" text NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "taxonomy_slug_aliases_kind_slug_pk" PRIMARY KEY("kind","slug")
);
--> statement-breakpoint
ALTER TABLE "taxonomy_slug_aliases" ADD CONSTRAINT "taxonomy_slug_aliases_term_id_taxonomy_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."taxonomy_terms"("id") ON DELETE cascade ON UPDATE no action;