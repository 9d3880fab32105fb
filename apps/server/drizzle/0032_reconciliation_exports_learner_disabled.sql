CREATE TABLE "order_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"filters" jsonb NOT NULL,
	"show_phones" boolean NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"row_count" integer,
	"storage_key" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reconciliation_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_no" text NOT NULL,
	"refund_no" text,
	"order_id" integer,
	"our_amount" integer,
	"their_amount" integer,
	"our_status" text,
	"their_status" text
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"day" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"bill_payments" integer,
	"bill_refunds" integer,
	"flagged" integer,
	"failure" text,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "order_exports" ADD CONSTRAINT "order_exports_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_flags" ADD CONSTRAINT "reconciliation_flags_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_exports_operator_idx" ON "order_exports" USING btree ("operator_id","id");--> statement-breakpoint
CREATE INDEX "reconciliation_flags_run_idx" ON "reconciliation_flags" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_day_idx" ON "reconciliation_runs" USING btree ("day","channel");