CREATE TABLE "training_plan_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" smallint DEFAULT 0 NOT NULL,
	"stage" text,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"course_id" integer,
	"required" boolean DEFAULT true NOT NULL,
	"weight" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"training_id" integer NOT NULL,
	CONSTRAINT "training_plan_items_check" CHECK ("training_plan_items"."day" >= 0 and "training_plan_items"."weight" >= 0
    and "training_plan_items"."kind" in ('course', 'exam', 'coursework', 'live', 'offline', 'checkin')
    and ("training_plan_items"."kind" <> 'course') = ("training_plan_items"."course_id" is null))
);
--> statement-breakpoint
CREATE TABLE "training_term_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" smallint DEFAULT 0 NOT NULL,
	"stage" text,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"course_id" integer,
	"required" boolean DEFAULT true NOT NULL,
	"weight" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"term_id" integer NOT NULL,
	"unlock_date" date NOT NULL,
	CONSTRAINT "training_term_items_check" CHECK ("training_term_items"."day" >= 0 and "training_term_items"."weight" >= 0
    and "training_term_items"."kind" in ('course', 'exam', 'coursework', 'live', 'offline', 'checkin')
    and ("training_term_items"."kind" <> 'course') = ("training_term_items"."course_id" is null))
);
--> statement-breakpoint
DROP INDEX "training_users_term_idx";--> statement-breakpoint
ALTER TABLE "training_terms" ADD COLUMN "enroll_start_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "training_terms" ADD COLUMN "late_join" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "training_terms" ADD COLUMN "taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_users" ADD COLUMN "progress" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_users" ADD COLUMN "progress_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "training_plan_items" ADD CONSTRAINT "training_plan_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_items" ADD CONSTRAINT "training_plan_items_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_term_items" ADD CONSTRAINT "training_term_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_term_items" ADD CONSTRAINT "training_term_items_term_id_training_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."training_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_plan_items_training_idx" ON "training_plan_items" USING btree ("training_id","sort");--> statement-breakpoint
CREATE INDEX "training_plan_items_course_idx" ON "training_plan_items" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "training_term_items_term_idx" ON "training_term_items" USING btree ("term_id","sort");--> statement-breakpoint
CREATE INDEX "training_term_items_course_idx" ON "training_term_items" USING btree ("course_id","term_id");--> statement-breakpoint
CREATE INDEX "training_terms_training_idx" ON "training_terms" USING btree ("training_id","start_date");--> statement-breakpoint
CREATE INDEX "training_users_rank_idx" ON "training_users" USING btree ("term_id","progress" DESC NULLS LAST,"progress_at","id");--> statement-breakpoint
ALTER TABLE "training_terms" ADD CONSTRAINT "training_terms_seats_check" CHECK ("training_terms"."taken" >= 0 and "training_terms"."taken" <= "training_terms"."capacity");--> statement-breakpoint
-- hand-written: existing terms open their enrolment today at the latest, and their seat ledger starts
-- from the enrolments and open orders there are; the camps' courses become the first plan items.
UPDATE "training_terms" SET "enroll_start_date" = least(current_date, "enroll_end_date");--> statement-breakpoint
ALTER TABLE "training_terms" ADD CONSTRAINT "training_terms_dates_check" CHECK ("training_terms"."enroll_start_date" <= "training_terms"."enroll_end_date" and "training_terms"."start_date" <= "training_terms"."end_date");--> statement-breakpoint
UPDATE "training_terms" t SET "taken" = least(t."capacity",
  (SELECT count(*) FROM "training_users" u WHERE u."term_id" = t."id")
  + (SELECT count(*) FROM "orders" o WHERE o."term_id" = t."id" AND o."status" = 'pending'));--> statement-breakpoint
INSERT INTO "training_plan_items" ("training_id", "day", "kind", "title", "course_id", "sort")
  SELECT tc."training_id", tc."unlock_day", 'course', c."name", tc."course_id", tc."sort"
  FROM "training_courses" tc JOIN "courses" c ON c."id" = tc."course_id";--> statement-breakpoint
DROP TABLE "training_courses" CASCADE;--> statement-breakpoint
-- A term gets its own copy of the camp's plan when it is created, whoever creates it (seed, console),
-- each item unlocking on the term's calendar: editing the plan later never rewrites this term.
CREATE FUNCTION zx_copy_plan_into_term() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "training_term_items"
    ("term_id", "day", "stage", "kind", "title", "course_id", "required", "weight", "sort", "unlock_date")
  SELECT NEW."id", p."day", p."stage", p."kind", p."title", p."course_id", p."required", p."weight", p."sort",
    NEW."start_date" + p."day"
  FROM "training_plan_items" p WHERE p."training_id" = NEW."training_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "training_terms_copy_plan" AFTER INSERT ON "training_terms"
  FOR EACH ROW EXECUTE FUNCTION zx_copy_plan_into_term();--> statement-breakpoint
INSERT INTO "training_term_items"
  ("term_id", "day", "stage", "kind", "title", "course_id", "required", "weight", "sort", "unlock_date")
SELECT t."id", p."day", p."stage", p."kind", p."title", p."course_id", p."required", p."weight", p."sort",
  t."start_date" + p."day"
FROM "training_terms" t JOIN "training_plan_items" p ON p."training_id" = t."training_id";
