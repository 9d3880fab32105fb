CREATE INDEX "courses_learner_count_idx" ON "courses" USING btree ("learner_count","id");--> statement-breakpoint
CREATE INDEX "courses_price_idx" ON "courses" USING btree ("price","id");