ALTER TABLE "facilities" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "facility_photos" ADD COLUMN "small_url" text;--> statement-breakpoint
ALTER TABLE "facility_photos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "facility_photos" ADD COLUMN "height" integer;