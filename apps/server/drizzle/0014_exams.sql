CREATE TABLE "attempt_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_events_kind_check" CHECK ("attempt_events"."kind" in ('blur', 'paste', 'fullscreen_exit'))
);
--> statement-breakpoint
CREATE TABLE "attempt_items" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"score" integer NOT NULL,
	"options" jsonb NOT NULL,
	"answer" jsonb,
	"saved_at" timestamp with time zone,
	"awarded" integer,
	"comment" text,
	CONSTRAINT "attempt_items_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attempt_no" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"graded_at" timestamp with time zone,
	"total_score" integer NOT NULL,
	"score" integer,
	CONSTRAINT "exam_attempts_status_check" CHECK ("exam_attempts"."status" in ('in_progress', 'submitted', 'graded'))
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"paper_id" integer NOT NULL,
	"training_id" integer,
	"ent_id" integer,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"time_limit_seconds" integer,
	"attempts_allowed" integer DEFAULT 1 NOT NULL,
	"pass_score" integer NOT NULL,
	"grading_method" text DEFAULT 'highest' NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT true NOT NULL,
	"reveal" text DEFAULT 'after_submit' NOT NULL,
	"multiple_credit" text DEFAULT 'all_or_nothing' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exams_owner_check" CHECK ("exams"."training_id" is null or "exams"."ent_id" is null),
	CONSTRAINT "exams_window_check" CHECK ("exams"."opens_at" < "exams"."closes_at"),
	CONSTRAINT "exams_limits_check" CHECK ("exams"."attempts_allowed" > 0 and coalesce("exams"."time_limit_seconds", 1) > 0),
	CONSTRAINT "exams_grading_check" CHECK ("exams"."grading_method" in ('highest', 'last')),
	CONSTRAINT "exams_reveal_check" CHECK ("exams"."reveal" in ('never', 'after_submit', 'after_close')),
	CONSTRAINT "exams_credit_check" CHECK ("exams"."multiple_credit" in ('all_or_nothing', 'half', 'per_option'))
);
--> statement-breakpoint
CREATE TABLE "paper_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"category" text,
	"type" text,
	"difficulty" smallint,
	"count" integer NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "paper_draws_count_check" CHECK ("paper_draws"."count" > 0 and "paper_draws"."score" > 0)
);
--> statement-breakpoint
CREATE TABLE "paper_questions" (
	"paper_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"score" integer,
	CONSTRAINT "paper_questions_paper_id_question_id_pk" PRIMARY KEY("paper_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "papers_kind_check" CHECK ("papers"."kind" in ('fixed', 'drawn'))
);
--> statement-breakpoint
CREATE TABLE "question_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"key" jsonb NOT NULL,
	"fill_ignore_spaces" boolean DEFAULT true NOT NULL,
	"fill_ignore_case" boolean DEFAULT true NOT NULL,
	"score" integer NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"difficulty" smallint DEFAULT 2 NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"material_id" integer,
	CONSTRAINT "questions_type_check" CHECK ("questions"."type" in ('single', 'multiple', 'judge', 'fill', 'short')),
	CONSTRAINT "questions_score_check" CHECK ("questions"."score" > 0),
	CONSTRAINT "questions_difficulty_check" CHECK ("questions"."difficulty" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "attempt_events" ADD CONSTRAINT "attempt_events_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_items" ADD CONSTRAINT "attempt_items_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_items" ADD CONSTRAINT "attempt_items_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_draws" ADD CONSTRAINT "paper_draws_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_questions" ADD CONSTRAINT "paper_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_material_id_question_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."question_materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_events_attempt_idx" ON "attempt_events" USING btree ("attempt_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_number_key" ON "exam_attempts" USING btree ("exam_id","user_id","attempt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_open_key" ON "exam_attempts" USING btree ("exam_id","user_id") WHERE "exam_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "exam_attempts_user_idx" ON "exam_attempts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "exams_ent_idx" ON "exams" USING btree ("ent_id","sort");--> statement-breakpoint
CREATE INDEX "exams_training_idx" ON "exams" USING btree ("training_id");--> statement-breakpoint
CREATE INDEX "paper_draws_paper_idx" ON "paper_draws" USING btree ("paper_id","sort");--> statement-breakpoint
CREATE INDEX "questions_draw_idx" ON "questions" USING btree ("category","type","difficulty");