-- When the facility's own team (a FACILITY_ADMIN member) last changed its listing: its page says "Updated by
-- the facility on <date>".
ALTER TABLE "facilities" ADD COLUMN "updated_by_facility_at" timestamp with time zone;