ALTER TABLE "training_plan_items" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD COLUMN "seal_text" text DEFAULT '知学认证' NOT NULL;--> statement-breakpoint
-- hand-written: an item taken out of the camp's plan in the console is no longer copied into new
-- terms (terms already created keep their copy, decision 0019).
CREATE OR REPLACE FUNCTION zx_copy_plan_into_term() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "training_term_items"
    ("term_id", "day", "stage", "kind", "title", "course_id", "exam_id", "required", "weight", "sort",
     "unlock_date", "plan_item_id")
  SELECT NEW."id", p."day", p."stage", p."kind", p."title", p."course_id", p."exam_id", p."required",
    p."weight", p."sort", NEW."start_date" + p."day", p."id"
  FROM "training_plan_items" p WHERE p."training_id" = NEW."training_id" AND p."retired_at" IS NULL;
  RETURN NEW;
END $$;
