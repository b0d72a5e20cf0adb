CREATE TABLE "emergency_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phones" text[] DEFAULT '{}'::text[] NOT NULL,
	"state_id" integer,
	"category" text NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"last_verified_at" date NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emergency_contacts" ADD CONSTRAINT "emergency_contacts_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_contacts_state_idx" ON "emergency_contacts" USING btree ("state_id");