CREATE TABLE "listing_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid,
	"provider_id" uuid,
	"kind" text NOT NULL,
	"proposal" jsonb NOT NULL,
	"reason" text NOT NULL,
	"status" "listing_claim_status" DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_corrections_one_listing" CHECK (num_nonnulls("listing_corrections"."facility_id", "listing_corrections"."provider_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "listing_corrections" ADD CONSTRAINT "listing_corrections_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_corrections" ADD CONSTRAINT "listing_corrections_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_corrections" ADD CONSTRAINT "listing_corrections_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_corrections_facility_idx" ON "listing_corrections" USING btree ("facility_id","status");--> statement-breakpoint
CREATE INDEX "listing_corrections_provider_idx" ON "listing_corrections" USING btree ("provider_id","status");--> statement-breakpoint
CREATE INDEX "listing_corrections_status_created_idx" ON "listing_corrections" USING btree ("status","created_at");