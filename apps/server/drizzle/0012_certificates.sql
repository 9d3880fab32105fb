CREATE TABLE "certificate_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"heading" text NOT NULL,
	"statement" text NOT NULL,
	"primary_color" text NOT NULL,
	"accent_color" text NOT NULL,
	"issuer" text NOT NULL,
	CONSTRAINT "certificate_templates_primary_color_check" CHECK ("certificate_templates"."primary_color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "certificate_templates_accent_color_check" CHECK ("certificate_templates"."accent_color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"template_id" integer,
	"learner_name" text NOT NULL,
	"title" text NOT NULL,
	"term_name" text,
	"start_date" date,
	"end_date" date,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "certificates_code_check" CHECK ("certificates"."code" ~ '^[0-9A-HJKMNP-TV-Z]{16}$'),
	CONSTRAINT "certificates_subject_kind_check" CHECK ("certificates"."subject_kind" in ('camp_term', 'course', 'enterprise_task')),
	CONSTRAINT "certificates_revocation_check" CHECK (("certificates"."revoked_at" is null and "certificates"."revoked_reason" is null) or ("certificates"."revoked_at" is not null and "certificates"."revoked_reason" in ('refund', 'operator')))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_template_id_certificate_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."certificate_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_subject_key" ON "certificates" USING btree ("user_id","subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "certificates_user_issued_idx" ON "certificates" USING btree ("user_id","issued_at");