CREATE TABLE "attempt_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed" integer,
	"device_name" text,
	CONSTRAINT "attempt_log_kind_check" CHECK ("attempt_log"."kind" in ('save', 'other_device'))
);
--> statement-breakpoint
ALTER TABLE "attempt_events" DROP CONSTRAINT "attempt_events_kind_check";--> statement-breakpoint
ALTER TABLE "attempt_events" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "violations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "device_name" text;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "violation_budget" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "require_fullscreen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "block_copy_paste" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_log" ADD CONSTRAINT "attempt_log_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_log_attempt_idx" ON "attempt_log" USING btree ("attempt_id","at");--> statement-breakpoint
ALTER TABLE "attempt_events" ADD CONSTRAINT "attempt_events_kind_check" CHECK ("attempt_events"."kind" in ('blur', 'paste', 'fullscreen_exit', 'reconnect'));--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_budget_check" CHECK ("exams"."violation_budget" is null or "exams"."violation_budget" between 1 and 99);