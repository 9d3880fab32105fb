CREATE TABLE "ent_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ent_departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ent_learner_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"total_seconds" integer DEFAULT 0 NOT NULL,
	"watched_mark" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ent_learners" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"dept_id" integer
);
--> statement-breakpoint
CREATE TABLE "ent_seats" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ent_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "ent_seats_ent_id_course_id_user_id_pk" PRIMARY KEY("ent_id","course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ent_study_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"ent_id" integer NOT NULL,
	"seconds" integer NOT NULL,
	CONSTRAINT "ent_study_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "ent_task_assignees" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"ent_id" integer NOT NULL,
	"user_id" integer,
	"dept_id" integer,
	CONSTRAINT "ent_task_assignees_kind_check" CHECK (("ent_task_assignees"."user_id" is null) <> ("ent_task_assignees"."dept_id" is null))
);
--> statement-breakpoint
CREATE TABLE "ent_task_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"ent_id" integer NOT NULL,
	"course_id" integer,
	"exam_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ent_task_items_kind_check" CHECK (("ent_task_items"."course_id" is null) <> ("ent_task_items"."exam_id" is null))
);
--> statement-breakpoint
CREATE TABLE "ent_task_progress" (
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ent_id" integer NOT NULL,
	"last_course_id" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_studied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ent_task_progress_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ent_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"name" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ent_tasks_window_check" CHECK ("ent_tasks"."starts_at" < "ent_tasks"."deadline_at")
);
--> statement-breakpoint
CREATE TABLE "ent_topic_courses" (
	"topic_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"ent_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ent_topic_courses_topic_id_course_id_pk" PRIMARY KEY("topic_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "ent_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"ent_id" integer NOT NULL,
	"name" text NOT NULL,
	"pic_cover" text NOT NULL,
	"intro" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_courses" ADD COLUMN "licence" text DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprise_courses" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "enterprise_courses" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enterprise_courses" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "enterprise_courses" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ent_categories" ADD CONSTRAINT "ent_categories_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_departments" ADD CONSTRAINT "ent_departments_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_departments" ADD CONSTRAINT "ent_departments_parent_id_ent_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ent_departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_learner_totals" ADD CONSTRAINT "ent_learner_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_learner_totals" ADD CONSTRAINT "ent_learner_totals_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_learners" ADD CONSTRAINT "ent_learners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_learners" ADD CONSTRAINT "ent_learners_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_learners" ADD CONSTRAINT "ent_learners_dept_id_ent_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."ent_departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_seats" ADD CONSTRAINT "ent_seats_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_seats" ADD CONSTRAINT "ent_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_seats" ADD CONSTRAINT "ent_seats_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_study_days" ADD CONSTRAINT "ent_study_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_study_days" ADD CONSTRAINT "ent_study_days_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_task_assignees" ADD CONSTRAINT "ent_task_assignees_task_id_ent_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."ent_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_task_assignees" ADD CONSTRAINT "ent_task_assignees_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_task_assignees" ADD CONSTRAINT "ent_task_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_task_assignees" ADD CONSTRAINT "ent_task_assignees_dept_id_ent_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."ent_departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_task_items" ADD CONSTRAINT "ent_task_items_task_id_ent_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."ent_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_task_items" ADD CONSTRAINT "ent_task_items_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_task_items" ADD CONSTRAINT "ent_task_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_task_items" ADD CONSTRAINT "ent_task_items_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_task_progress" ADD CONSTRAINT "ent_task_progress_task_id_ent_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."ent_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_task_progress" ADD CONSTRAINT "ent_task_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_task_progress" ADD CONSTRAINT "ent_task_progress_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_tasks" ADD CONSTRAINT "ent_tasks_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_topic_courses" ADD CONSTRAINT "ent_topic_courses_topic_id_ent_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."ent_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_topic_courses" ADD CONSTRAINT "ent_topic_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_topic_courses" ADD CONSTRAINT "ent_topic_courses_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ent_topics" ADD CONSTRAINT "ent_topics_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ent_categories_ent_idx" ON "ent_categories" USING btree ("ent_id","sort");--> statement-breakpoint
CREATE INDEX "ent_departments_ent_idx" ON "ent_departments" USING btree ("ent_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "ent_learner_totals_rank_idx" ON "ent_learner_totals" USING btree ("ent_id","total_seconds");--> statement-breakpoint
CREATE INDEX "ent_learners_dept_idx" ON "ent_learners" USING btree ("ent_id","dept_id");--> statement-breakpoint
CREATE INDEX "ent_study_days_ent_idx" ON "ent_study_days" USING btree ("ent_id","day");--> statement-breakpoint
CREATE INDEX "ent_task_assignees_task_idx" ON "ent_task_assignees" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "ent_task_assignees_user_idx" ON "ent_task_assignees" USING btree ("ent_id","user_id");--> statement-breakpoint
CREATE INDEX "ent_task_assignees_dept_idx" ON "ent_task_assignees" USING btree ("ent_id","dept_id");--> statement-breakpoint
CREATE INDEX "ent_task_items_task_idx" ON "ent_task_items" USING btree ("task_id","sort");--> statement-breakpoint
CREATE INDEX "ent_tasks_ent_idx" ON "ent_tasks" USING btree ("ent_id","deadline_at");--> statement-breakpoint
CREATE INDEX "ent_topics_ent_idx" ON "ent_topics" USING btree ("ent_id","sort");--> statement-breakpoint
ALTER TABLE "enterprise_courses" ADD CONSTRAINT "enterprise_courses_category_id_ent_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ent_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_days_day_idx" ON "study_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "enterprise_courses_category_idx" ON "enterprise_courses" USING btree ("ent_id","category_id");--> statement-breakpoint
ALTER TABLE "enterprise_courses" ADD CONSTRAINT "enterprise_courses_licence_check" CHECK ("enterprise_courses"."licence" in ('site', 'seats', 'private'));--> statement-breakpoint
ALTER TABLE "enterprise_courses" ADD CONSTRAINT "enterprise_courses_seats_check" CHECK (("enterprise_courses"."licence" = 'seats') = ("enterprise_courses"."seats" is not null));