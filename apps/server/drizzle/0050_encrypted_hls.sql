CREATE TABLE "media_key_fetches" (
	"play_id" bigint PRIMARY KEY NOT NULL,
	"fetches" integer NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hls_keys" (
	"folder" text PRIMARY KEY NOT NULL,
	"sealed_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "video_encryption" text DEFAULT 'paid' NOT NULL;