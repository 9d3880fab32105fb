CREATE TABLE "media_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" text NOT NULL,
	"owner_operator_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text,
	"state" text DEFAULT 'uploading' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"duration_seconds" integer,
	"transcode_run" text,
	"output_key" text,
	"page_count" integer,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_upload_id_unique" UNIQUE("upload_id"),
	CONSTRAINT "media_assets_progress_range" CHECK ("media_assets"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE INDEX "media_assets_created_idx" ON "media_assets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "media_assets_state_idx" ON "media_assets" USING btree ("state","created_at");