CREATE TABLE "sms_opt_outs" (
	"phone_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"masked_recipient" text NOT NULL,
	"body" text NOT NULL,
	"delivery" text DEFAULT 'kept' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_outbox_created_at_idx" ON "sms_outbox" USING btree ("created_at");