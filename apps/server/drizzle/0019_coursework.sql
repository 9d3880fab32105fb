CREATE TABLE "coursework_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"plan_item_id" integer NOT NULL,
	"title" text NOT NULL,
	"requirements" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"late_allowed" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'after_submit' NOT NULL,
	"counts_on" text DEFAULT 'submit' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coursework_assignments_check" CHECK ("coursework_assignments"."visibility" in ('always', 'after_submit') and "coursework_assignments"."counts_on" in ('submit', 'approve'))
);
--> statement-breakpoint
CREATE TABLE "coursework_collections" (
	"submission_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coursework_collections_submission_id_user_id_pk" PRIMARY KEY("submission_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coursework_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coursework_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coursework_files_kind_check" CHECK ("coursework_files"."kind" in ('image', 'attachment'))
);
--> statement-breakpoint
CREATE TABLE "coursework_likes" (
	"submission_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coursework_likes_submission_id_user_id_pk" PRIMARY KEY("submission_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coursework_submission_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"content" text NOT NULL,
	"file_ids" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coursework_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"content" text NOT NULL,
	"file_ids" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"late" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"counted_at" timestamp with time zone,
	"score" smallint,
	"review_comment" text,
	"excellent" boolean DEFAULT false NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "coursework_submissions_status_check" CHECK ("coursework_submissions"."status" in ('draft', 'submitted'))
);
--> statement-breakpoint
ALTER TABLE "training_term_items" ADD COLUMN "plan_item_id" integer;--> statement-breakpoint
ALTER TABLE "coursework_assignments" ADD CONSTRAINT "coursework_assignments_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coursework_assignments" ADD CONSTRAINT "coursework_assignments_plan_item_id_training_plan_items_id_fk" FOREIGN KEY ("plan_item_id") REFERENCES "public"."training_plan_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coursework_collections" ADD CONSTRAINT "coursework_collections_submission_id_coursework_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."coursework_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coursework_collections" ADD CONSTRAINT "coursework_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coursework_comments" ADD CONSTRAINT "coursework_comments_submission_id_coursework_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."coursework_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coursework_comments" ADD CONSTRAINT "coursework_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coursework_files" ADD CONSTRAINT "coursework_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coursework_likes" ADD CONSTRAINT "coursework_likes_submission_id_coursework_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."coursework_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coursework_likes" ADD CONSTRAINT "coursework_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coursework_submission_versions" ADD CONSTRAINT "coursework_submission_versions_submission_id_coursework_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."coursework_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coursework_submissions" ADD CONSTRAINT "coursework_submissions_assignment_id_coursework_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."coursework_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coursework_submissions" ADD CONSTRAINT "coursework_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coursework_submissions" ADD CONSTRAINT "coursework_submissions_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coursework_assignments_plan_item_key" ON "coursework_assignments" USING btree ("plan_item_id");--> statement-breakpoint
CREATE INDEX "coursework_collections_user_idx" ON "coursework_collections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "coursework_comments_submission_idx" ON "coursework_comments" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "coursework_files_user_idx" ON "coursework_files" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coursework_submission_versions_key" ON "coursework_submission_versions" USING btree ("submission_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "coursework_submissions_live_key" ON "coursework_submissions" USING btree ("assignment_id","user_id") WHERE "coursework_submissions"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "coursework_submissions_list_idx" ON "coursework_submissions" USING btree ("assignment_id","excellent","submitted_at");--> statement-breakpoint
CREATE INDEX "coursework_submissions_user_idx" ON "coursework_submissions" USING btree ("user_id","updated_at");--> statement-breakpoint
ALTER TABLE "training_term_items" ADD CONSTRAINT "training_term_items_plan_item_id_training_plan_items_id_fk" FOREIGN KEY ("plan_item_id") REFERENCES "public"."training_plan_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: a term's items remember the template item they were copied from, so that an
-- assignment set on the camp's plan is found from every term's copy (camp progress counts it).
-- The copy keeps each exam item's exam as well (0017).
CREATE OR REPLACE FUNCTION zx_copy_plan_into_term() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "training_term_items"
    ("term_id", "day", "stage", "kind", "title", "course_id", "exam_id", "required", "weight", "sort",
     "unlock_date", "plan_item_id")
  SELECT NEW."id", p."day", p."stage", p."kind", p."title", p."course_id", p."exam_id", p."required",
    p."weight", p."sort", NEW."start_date" + p."day", p."id"
  FROM "training_plan_items" p WHERE p."training_id" = NEW."training_id";
  RETURN NEW;
END $$;--> statement-breakpoint
-- Existing copies: the template item of the same camp, kind, sort and title.
UPDATE "training_term_items" i SET "plan_item_id" = p."id"
FROM "training_terms" t, "training_plan_items" p
WHERE t."id" = i."term_id" AND p."training_id" = t."training_id"
  AND p."kind" = i."kind" AND p."sort" = i."sort" AND p."title" = i."title";
