ALTER TABLE "users" ADD COLUMN "consent_version" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consent_at" timestamp with time zone;