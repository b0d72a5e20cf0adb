CREATE TABLE "facility_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid NOT NULL,
	"requested_by" uuid,
	"from_place" jsonb NOT NULL,
	"to_place" jsonb NOT NULL,
	"distance_km" double precision,
	"status" "listing_claim_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facility_moves" ADD CONSTRAINT "facility_moves_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_moves" ADD CONSTRAINT "facility_moves_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_moves" ADD CONSTRAINT "facility_moves_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facility_moves_pending_idx" ON "facility_moves" USING btree ("facility_id") WHERE "facility_moves"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "facility_moves_status_created_idx" ON "facility_moves" USING btree ("status","created_at");