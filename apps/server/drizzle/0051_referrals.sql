CREATE TABLE "referral_attributions" (
	"user_id" integer NOT NULL,
	"product_type" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_attributions_user_id_product_type_product_id_pk" PRIMARY KEY("user_id","product_type","product_id")
);
--> statement-breakpoint
CREATE TABLE "referral_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"frozen" integer DEFAULT 0 NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"withdrawing" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "referral_balances_nonnegative" CHECK ("referral_balances"."frozen" >= 0 and "referral_balances"."withdrawing" >= 0 and "referral_balances"."withdrawn" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_clicks" (
	"link_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_clicks_link_id_visitor_day_pk" PRIMARY KEY("link_id","visitor","day")
);
--> statement-breakpoint
CREATE TABLE "referral_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"sharer_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"product_type" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"paid_amount" integer NOT NULL,
	"rate" smallint NOT NULL,
	"amount" integer NOT NULL,
	"clawed_back" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'frozen' NOT NULL,
	"releases_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"taken_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_commissions_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "referral_commissions_amounts" CHECK ("referral_commissions"."amount" >= 0 and "referral_commissions"."clawed_back" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_type" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_links_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referral_rates" (
	"product_type" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"rate" smallint NOT NULL,
	"operator_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rates_product_type_product_id_pk" PRIMARY KEY("product_type","product_id"),
	CONSTRAINT "referral_rates_range" CHECK ("referral_rates"."rate" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "referral_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transfer_ref" text,
	"reject_reason" text,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "referral_withdrawals_amount" CHECK ("referral_withdrawals"."amount" >= 100)
);
--> statement-breakpoint
ALTER TABLE "referral_attributions" ADD CONSTRAINT "referral_attributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_attributions" ADD CONSTRAINT "referral_attributions_link_id_referral_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."referral_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_balances" ADD CONSTRAINT "referral_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_link_id_referral_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."referral_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_sharer_id_users_id_fk" FOREIGN KEY ("sharer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_commissions" ADD CONSTRAINT "referral_commissions_link_id_referral_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."referral_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rates" ADD CONSTRAINT "referral_rates_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_withdrawals" ADD CONSTRAINT "referral_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_withdrawals" ADD CONSTRAINT "referral_withdrawals_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_commissions_sharer_idx" ON "referral_commissions" USING btree ("sharer_id","id");--> statement-breakpoint
CREATE INDEX "referral_commissions_due_idx" ON "referral_commissions" USING btree ("releases_at") WHERE "referral_commissions"."status" = 'frozen';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_links_owner_key" ON "referral_links" USING btree ("user_id","product_type","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_withdrawals_one_pending" ON "referral_withdrawals" USING btree ("user_id") WHERE "referral_withdrawals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "referral_withdrawals_status_idx" ON "referral_withdrawals" USING btree ("status","id");