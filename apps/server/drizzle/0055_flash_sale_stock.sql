CREATE TABLE "flash_sale_stock" (
	"sale_id" integer NOT NULL,
	"stripe" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flash_sale_stock_sale_id_stripe_pk" PRIMARY KEY("sale_id","stripe"),
	CONSTRAINT "flash_sale_stock_within_quantity" CHECK ("flash_sale_stock"."held" >= 0 and "flash_sale_stock"."sold" >= 0 and "flash_sale_stock"."held" + "flash_sale_stock"."sold" <= "flash_sale_stock"."quantity")
);
--> statement-breakpoint
ALTER TABLE "flash_sale_stock" ADD CONSTRAINT "flash_sale_stock_sale_id_flash_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A sale made before the stock rows keeps its counts on one stripe, and its units are of that stripe.
INSERT INTO "flash_sale_stock" ("sale_id", "stripe", "quantity", "held", "sold")
	SELECT "id", 0, "quantity", "held", "sold" FROM "flash_sales";--> statement-breakpoint
ALTER TABLE "flash_sale_units" ADD COLUMN "stripe" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flash_sale_units" ALTER COLUMN "stripe" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "flash_sales" DROP CONSTRAINT "flash_sales_within_quantity";--> statement-breakpoint
ALTER TABLE "flash_sales" DROP COLUMN "held";--> statement-breakpoint
ALTER TABLE "flash_sales" DROP COLUMN "sold";
