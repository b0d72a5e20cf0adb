CREATE TYPE "public"."listing_claim_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "listing_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"facility_id" uuid,
	"provider_id" uuid,
	"role" text NOT NULL,
	"message" text NOT NULL,
	"status" "listing_claim_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_claims_one_listing" CHECK (("listing_claims"."facility_id" is null) <> ("listing_claims"."provider_id" is null))
);
--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_claims_pending_facility_idx" ON "listing_claims" USING btree ("user_id","facility_id") WHERE "listing_claims"."status" = 'pending' and "listing_claims"."facility_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_claims_pending_provider_idx" ON "listing_claims" USING btree ("user_id","provider_id") WHERE "listing_claims"."status" = 'pending' and "listing_claims"."provider_id" is not null;--> statement-breakpoint
CREATE INDEX "listing_claims_status_created_idx" ON "listing_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "listing_claims_user_created_idx" ON "listing_claims" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_claims_facility_idx" ON "listing_claims" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "listing_claims_provider_idx" ON "listing_claims" USING btree ("provider_id");