CREATE TABLE "buying_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"starter_id" integer NOT NULL,
	"size" integer NOT NULL,
	"seats_taken" integer DEFAULT 1 NOT NULL,
	"paid_members" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"filled_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buying_groups_seats_within_size" CHECK ("buying_groups"."paid_members" between 0 and "buying_groups"."seats_taken" and "buying_groups"."seats_taken" <= "buying_groups"."size")
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"group_id" integer,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_type" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"line_price" integer NOT NULL,
	"group_price" integer NOT NULL,
	"group_size" integer NOT NULL,
	"hours" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_offers_price_positive" CHECK ("group_offers"."group_price" > 0),
	CONSTRAINT "group_offers_size_range" CHECK ("group_offers"."group_size" between 2 and 50),
	CONSTRAINT "group_offers_hours_range" CHECK ("group_offers"."hours" between 1 and 72)
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ALTER COLUMN "operator_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "buying_groups" ADD CONSTRAINT "buying_groups_offer_id_group_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."group_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_groups" ADD CONSTRAINT "buying_groups_starter_id_users_id_fk" FOREIGN KEY ("starter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_offer_id_group_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."group_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_buying_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."buying_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_offers" ADD CONSTRAINT "group_offers_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buying_groups_offer_idx" ON "buying_groups" USING btree ("offer_id","status");--> statement-breakpoint
CREATE INDEX "buying_groups_due_idx" ON "buying_groups" USING btree ("status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_order_key" ON "group_members" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_one_per_learner" ON "group_members" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_offers_product_idx" ON "group_offers" USING btree ("product_type","product_id");