CREATE TABLE "live_recording_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_recording_parts_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
ALTER TABLE "live_recording_parts" ADD CONSTRAINT "live_recording_parts_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_recording_parts_live_idx" ON "live_recording_parts" USING btree ("live_id","recorded_at");