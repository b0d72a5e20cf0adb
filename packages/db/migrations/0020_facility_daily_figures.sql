CREATE TABLE "facility_daily_figures" (
	"facility_id" uuid NOT NULL,
	"day" date NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"call_taps" integer DEFAULT 0 NOT NULL,
	"directions_taps" integer DEFAULT 0 NOT NULL,
	"website_taps" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "facility_daily_figures_facility_id_day_pk" PRIMARY KEY("facility_id","day")
);
--> statement-breakpoint
ALTER TABLE "facility_daily_figures" ADD CONSTRAINT "facility_daily_figures_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facility_daily_figures_day_idx" ON "facility_daily_figures" USING btree ("day");