CREATE TABLE "sign_in_failures" (
	"account_key" text NOT NULL,
	"source_key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"expires_at" timestamp with time zone DEFAULT now(),
	CONSTRAINT "sign_in_failures_account_key_source_key_pk" PRIMARY KEY("account_key","source_key")
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_expires_idx" ON "sign_in_failures" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";