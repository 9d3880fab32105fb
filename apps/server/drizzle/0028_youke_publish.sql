ALTER TABLE "youke_lists" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "youke_projects" ADD COLUMN "published" boolean DEFAULT true NOT NULL;