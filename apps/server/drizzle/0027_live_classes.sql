CREATE TABLE "live_stream_callbacks" (
	"signature" text NOT NULL,
	"action" text NOT NULL,
	"stream_name" text NOT NULL,
	"event_time" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_stream_callbacks_signature_action_stream_name_event_time_pk" PRIMARY KEY("signature","action","stream_name","event_time")
);
--> statement-breakpoint
CREATE TABLE "live_subscriptions" (
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_subscriptions_live_id_user_id_pk" PRIMARY KEY("live_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lives" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover" text NOT NULL,
	"lecturer_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expected_minutes" integer NOT NULL,
	"course_id" integer,
	"term_id" integer,
	"audience" text NOT NULL,
	"audience_term_id" integer,
	"audience_ent_id" integer,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"stream_name" text NOT NULL,
	"replay_section_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lives_state_check" CHECK ("lives"."state" in ('scheduled', 'live', 'ended', 'replay')),
	CONSTRAINT "lives_audience_check" CHECK ("lives"."audience" in ('anyone', 'members', 'term', 'enterprise')),
	CONSTRAINT "lives_audience_term_check" CHECK (("lives"."audience" = 'term') = ("lives"."audience_term_id" is not null)),
	CONSTRAINT "lives_audience_ent_check" CHECK (("lives"."audience" = 'enterprise') = ("lives"."audience_ent_id" is not null)),
	CONSTRAINT "lives_length_check" CHECK ("lives"."expected_minutes" between 1 and 1440)
);
--> statement-breakpoint
ALTER TABLE "live_subscriptions" ADD CONSTRAINT "live_subscriptions_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_subscriptions" ADD CONSTRAINT "live_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_lecturer_id_lecturers_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."lecturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_term_id_training_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."training_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_audience_term_id_training_terms_id_fk" FOREIGN KEY ("audience_term_id") REFERENCES "public"."training_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_audience_ent_id_enterprises_id_fk" FOREIGN KEY ("audience_ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_replay_section_id_sections_id_fk" FOREIGN KEY ("replay_section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_subscriptions_user_idx" ON "live_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lives_starts_at_idx" ON "lives" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "lives_course_idx" ON "lives" USING btree ("course_id","starts_at");