CREATE TABLE "facility_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"lga_id" integer,
	"ownership" "facility_ownership",
	"facility_type_id" integer,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"facility_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hours_exceptions" ADD COLUMN "closure_id" integer;--> statement-breakpoint
ALTER TABLE "facility_closures" ADD CONSTRAINT "facility_closures_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_closures" ADD CONSTRAINT "facility_closures_lga_id_lgas_id_fk" FOREIGN KEY ("lga_id") REFERENCES "public"."lgas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_closures" ADD CONSTRAINT "facility_closures_facility_type_id_taxonomy_terms_id_fk" FOREIGN KEY ("facility_type_id") REFERENCES "public"."taxonomy_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hours_exceptions" ADD CONSTRAINT "hours_exceptions_closure_id_facility_closures_id_fk" FOREIGN KEY ("closure_id") REFERENCES "public"."facility_closures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hours_exceptions_closure_idx" ON "hours_exceptions" USING btree ("closure_id") WHERE "hours_exceptions"."closure_id" is not null;