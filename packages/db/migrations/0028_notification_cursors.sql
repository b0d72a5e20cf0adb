CREATE TABLE "notification_cursors" (
	"recipient" text PRIMARY KEY NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone
);
