DROP INDEX "training_users_rank_idx";--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "certificate_min_progress" smallint;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "certificate_template_id" integer;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_certificate_template_id_certificate_templates_id_fk" FOREIGN KEY ("certificate_template_id") REFERENCES "public"."certificate_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_users_rank_idx" ON "training_users" USING btree ("term_id","progress" DESC NULLS FIRST,"progress_at","id");--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_certificate_rule_check" CHECK ("trainings"."certificate_min_progress" is null or "trainings"."certificate_min_progress" between 1 and 100);