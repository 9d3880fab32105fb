ALTER TABLE "trainings" ADD COLUMN "term_end_access" text DEFAULT 'keep' NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "access_close_days" smallint;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_term_end_access_check" CHECK ("trainings"."term_end_access" in ('keep', 'replay', 'close')
        and ("trainings"."term_end_access" = 'close') = ("trainings"."access_close_days" is not null)
        and ("trainings"."access_close_days" is null or "trainings"."access_close_days" between 0 and 3650));