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
ALTER TABLE "order_exports" ADD CONSTRAINT "order_exports_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_exports_operator_idx" ON "order_exports" USING btree ("operator_id","id");