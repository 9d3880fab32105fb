ALTER TABLE "analytics_days" ADD COLUMN "coupon_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_days" ADD COLUMN "group_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_days" ADD COLUMN "flash_orders" integer DEFAULT 0 NOT NULL;