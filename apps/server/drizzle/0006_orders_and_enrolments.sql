CREATE TABLE "training_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"training_id" integer NOT NULL,
	"term_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_type" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"term_id" integer,
	"activity_id" integer,
	"product_name" text NOT NULL,
	"product_pic" text NOT NULL,
	"term_name" text,
	"vip_days" integer,
	"line_price" integer NOT NULL,
	"price" integer NOT NULL,
	"amount" integer NOT NULL,
	"price_kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pay_channel" text,
	"provider_trade_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"peiban_requested_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"order_no" text,
	"outcome" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_users" ADD CONSTRAINT "training_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_users" ADD CONSTRAINT "training_users_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_users" ADD CONSTRAINT "training_users_term_id_training_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."training_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_users_term_key" ON "training_users" USING btree ("user_id","term_id") WHERE "training_users"."term_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "training_users_camp_key" ON "training_users" USING btree ("user_id","training_id") WHERE "training_users"."term_id" is null;--> statement-breakpoint
CREATE INDEX "training_users_term_idx" ON "training_users" USING btree ("term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_key" ON "orders" USING btree ("user_id","product_type","product_id",coalesce("term_id", 0)) WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_no");