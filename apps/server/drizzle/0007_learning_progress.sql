CREATE TABLE "course_slides" (
	"course_id" integer NOT NULL,
	"page" integer NOT NULL,
	"media_key" text NOT NULL,
	CONSTRAINT "course_slides_course_id_page_pk" PRIMARY KEY("course_id","page")
);
--> statement-breakpoint
CREATE TABLE "study_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "study_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "anti_skip" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "course_study" ADD COLUMN "last_play_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "section_progress" ADD COLUMN "furthest_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "section_progress" ADD COLUMN "play_id" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "section_progress" ADD COLUMN "play_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "section_progress" ADD COLUMN "play_watched_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_slides" ADD CONSTRAINT "course_slides_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_days" ADD CONSTRAINT "study_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;