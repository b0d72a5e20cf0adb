CREATE TYPE "public"."affiliation_request_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "affiliation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"message" text,
	"status" "affiliation_request_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliation_requests" ADD CONSTRAINT "affiliation_requests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliation_requests" ADD CONSTRAINT "affiliation_requests_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliation_requests" ADD CONSTRAINT "affiliation_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliation_requests_pending_idx" ON "affiliation_requests" USING btree ("provider_id","facility_id") WHERE "affiliation_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "affiliation_requests_facility_idx" ON "affiliation_requests" USING btree ("facility_id","status");--> statement-breakpoint
CREATE INDEX "affiliation_requests_provider_idx" ON "affiliation_requests" USING btree ("provider_id","created_at");