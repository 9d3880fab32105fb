CREATE TABLE "live_attendance" (
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_attendance_live_id_user_id_pk" PRIMARY KEY("live_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_sms_opt_ins" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_sms_reminders" (
	"live_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_sms_reminders_live_id_minutes_starts_at_user_id_pk" PRIMARY KEY("live_id","minutes","starts_at","user_id")
);
--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "plan_item_id" integer;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "recording_asset_id" integer;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_attendance" ADD CONSTRAINT "live_attendance_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_attendance" ADD CONSTRAINT "live_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_comments" ADD CONSTRAINT "live_comments_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_comments" ADD CONSTRAINT "live_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sms_opt_ins" ADD CONSTRAINT "live_sms_opt_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sms_reminders" ADD CONSTRAINT "live_sms_reminders_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sms_reminders" ADD CONSTRAINT "live_sms_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_attendance_user_idx" ON "live_attendance" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_comments_live_idx" ON "live_comments" USING btree ("live_id","id");--> statement-breakpoint
CREATE INDEX "live_sms_reminders_unsent_idx" ON "live_sms_reminders" USING btree ("created_at") WHERE "live_sms_reminders"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_plan_item_id_training_plan_items_id_fk" FOREIGN KEY ("plan_item_id") REFERENCES "public"."training_plan_items"("id") ON DELETE set null ON UPDATE no action;