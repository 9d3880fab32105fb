CREATE TABLE "coupon_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"reduction" integer DEFAULT 0 NOT NULL,
	"rate" integer,
	"cap" integer,
	"scope" text NOT NULL,
	"category_id" integer,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"valid_days" integer,
	"quantity" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"per_learner" integer NOT NULL,
	"claim_by" text NOT NULL,
	"return_on_refund" boolean DEFAULT true NOT NULL,
	"stopped_at" timestamp with time zone,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_batches_claimed_within_quantity" CHECK ("coupon_batches"."claimed" between 0 and "coupon_batches"."quantity"),
	CONSTRAINT "coupon_batches_rate_range" CHECK ("coupon_batches"."rate" is null or "coupon_batches"."rate" between 1 and 99),
	CONSTRAINT "coupon_batches_money_not_negative" CHECK ("coupon_batches"."threshold" >= 0 and "coupon_batches"."reduction" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_claims" (
	"batch_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "coupon_claims_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"user_id" integer,
	"code" text,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"order_id" integer,
	"discount" integer,
	"claimed_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"debit" text NOT NULL,
	"credit" text NOT NULL,
	"amount" integer NOT NULL,
	"order_id" integer,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_key_unique" UNIQUE("key"),
	CONSTRAINT "ledger_entries_amount_positive" CHECK ("ledger_entries"."amount" > 0),
	CONSTRAINT "ledger_entries_two_accounts" CHECK ("ledger_entries"."debit" <> "ledger_entries"."credit")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_batch_id_coupon_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_batch_id_coupon_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "coupons_batch_idx" ON "coupons" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "coupons_order_idx" ON "coupons" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
-- Opening entries: the payments and refunds recorded before the ledger, so that every paid order agrees with it.
INSERT INTO "ledger_entries" ("key", "kind", "debit", "credit", "amount", "order_id")
SELECT 'payment:order:' || "id", 'payment', 'cash:' || "pay_channel", 'sales', "amount", "id" FROM "orders"
WHERE "status" IN ('paid', 'refunded') AND "pay_channel" IS NOT NULL AND "amount" > 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("key", "kind", "debit", "credit", "amount", "order_id", "refund_id")
SELECT 'refund:' || r."id", 'refund', 'sales', 'cash:' || o."pay_channel", r."amount", o."id", r."id"
FROM "order_refunds" r JOIN "orders" o ON o."id" = r."order_id"
WHERE r."status" <> 'failed' AND r."amount" > 0 AND o."pay_channel" IS NOT NULL;
