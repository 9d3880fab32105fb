CREATE TABLE "training_checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_user_id" integer NOT NULL,
	"plan_item_id" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_checkins" ADD CONSTRAINT "training_checkins_training_user_id_training_users_id_fk" FOREIGN KEY ("training_user_id") REFERENCES "public"."training_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_checkins" ADD CONSTRAINT "training_checkins_plan_item_id_training_plan_items_id_fk" FOREIGN KEY ("plan_item_id") REFERENCES "public"."training_plan_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_checkins_enrolment_item_key" ON "training_checkins" USING btree ("training_user_id","plan_item_id");--> statement-breakpoint
CREATE INDEX "training_checkins_item_idx" ON "training_checkins" USING btree ("plan_item_id");