ALTER TABLE "payment_notifications" ALTER COLUMN "detail" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "trade_no" text;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD COLUMN "sandbox" boolean DEFAULT false NOT NULL;