ALTER TABLE "email_outbox" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "delivery" text DEFAULT 'kept' NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");