CREATE TYPE "public"."user_role" AS ENUM('ADMIN', 'FACILITY_ADMIN', 'PROVIDER', 'USER');--> statement-breakpoint
CREATE TABLE "client_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"url" text NOT NULL,
	"digest" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lgas" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"alias" varchar(40) NOT NULL,
	"nhfr_code" varchar(2) NOT NULL,
	"capital" text NOT NULL,
	"capital_latitude" double precision NOT NULL,
	"capital_longitude" double precision NOT NULL,
	CONSTRAINT "states_name_unique" UNIQUE("name"),
	CONSTRAINT "states_alias_unique" UNIQUE("alias"),
	CONSTRAINT "states_nhfr_code_unique" UNIQUE("nhfr_code")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"role" "user_role" DEFAULT 'USER' NOT NULL,
	"email_verified_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lgas" ADD CONSTRAINT "lgas_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lgas_state_name_idx" ON "lgas" USING btree ("state_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "lgas_state_slug_idx" ON "lgas" USING btree ("state_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));