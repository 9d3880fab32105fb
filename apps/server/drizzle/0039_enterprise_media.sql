ALTER TABLE "media_assets" ADD COLUMN "ent_id" integer;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_assets_ent_idx" ON "media_assets" USING btree ("ent_id","created_at","id") WHERE "media_assets"."ent_id" is not null;--> statement-breakpoint
-- An enterprise's media (decision 0035) stands behind the wall of 0032 like every other table with
-- an enterprise column: the enterprise console reads it as `zhixue_enterprise`, which sees only the
-- set enterprise's rows (never the platform's, whose `ent_id` is null). Uploads, processing and
-- attaching write as the server's own role, kept to the enterprise by the application's condition.
GRANT SELECT ON media_assets TO zhixue_enterprise;
--> statement-breakpoint
ALTER TABLE media_assets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY media_assets_of_the_enterprise ON media_assets TO zhixue_enterprise
  USING (ent_id = nullif(current_setting('zhixue.ent_id', true), '')::integer);
