CREATE TABLE "flash_sale_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "flash_sale_units_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_type" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"list_price" integer NOT NULL,
	"sale_price" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"quantity" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"stopped_at" timestamp with time zone,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flash_sales_within_quantity" CHECK ("flash_sales"."held" >= 0 and "flash_sales"."sold" >= 0 and "flash_sales"."held" + "flash_sales"."sold" <= "flash_sales"."quantity"),
	CONSTRAINT "flash_sales_price_positive" CHECK ("flash_sales"."sale_price" > 0 and "flash_sales"."sale_price" < "flash_sales"."list_price"),
	CONSTRAINT "flash_sales_window" CHECK ("flash_sales"."ends_at" > "flash_sales"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "flash_sale_units" ADD CONSTRAINT "flash_sale_units_sale_id_flash_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_units" ADD CONSTRAINT "flash_sale_units_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sales" ADD CONSTRAINT "flash_sales_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flash_sale_units_one_per_learner" ON "flash_sale_units" USING btree ("sale_id","user_id") WHERE "flash_sale_units"."status" <> 'returned';--> statement-breakpoint
CREATE INDEX "flash_sales_product_idx" ON "flash_sales" USING btree ("product_type","product_id","ends_at");