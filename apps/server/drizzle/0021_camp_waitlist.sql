CREATE TABLE "training_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"term_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	CONSTRAINT "training_waitlist_offer_check" CHECK (("training_waitlist"."offered_at" is null) = ("training_waitlist"."offer_expires_at" is null))
);
--> statement-breakpoint
ALTER TABLE "training_waitlist" ADD CONSTRAINT "training_waitlist_term_id_training_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."training_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_waitlist" ADD CONSTRAINT "training_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_waitlist_term_user_key" ON "training_waitlist" USING btree ("term_id","user_id");--> statement-breakpoint
CREATE INDEX "training_waitlist_waiting_idx" ON "training_waitlist" USING btree ("term_id","id") WHERE "training_waitlist"."offer_expires_at" is null;--> statement-breakpoint
CREATE INDEX "training_waitlist_offer_idx" ON "training_waitlist" USING btree ("offer_expires_at") WHERE "training_waitlist"."offer_expires_at" is not null;