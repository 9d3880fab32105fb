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
ALTER TABLE "live_sms_opt_ins" ADD CONSTRAINT "live_sms_opt_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sms_reminders" ADD CONSTRAINT "live_sms_reminders_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sms_reminders" ADD CONSTRAINT "live_sms_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_sms_reminders_unsent_idx" ON "live_sms_reminders" USING btree ("created_at") WHERE "live_sms_reminders"."sent_at" is null;