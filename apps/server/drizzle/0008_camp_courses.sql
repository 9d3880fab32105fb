CREATE TABLE "training_courses" (
	"training_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"unlock_day" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "training_courses_training_id_course_id_pk" PRIMARY KEY("training_id","course_id"),
	CONSTRAINT "training_courses_unlock_day_check" CHECK ("training_courses"."unlock_day" >= 0)
);
--> statement-breakpoint
ALTER TABLE "training_courses" ADD CONSTRAINT "training_courses_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_courses" ADD CONSTRAINT "training_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_users_user_camp_idx" ON "training_users" USING btree ("user_id","training_id");