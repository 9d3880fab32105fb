-- Substring search over names by character bigrams (docs/decisions/0006). The columns and indexes
-- are drizzle-kit's; the function, the triggers and the backfill below are written by hand.
ALTER TABLE "trainings" ADD COLUMN "search_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "lecturers" ADD COLUMN "search_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The distinct characters and 2-character substrings of lower(input), leaving out any gram that
-- holds whitespace (ASCII, no-break, ideographic). A name contains a query as a substring only if
-- its grams hold every gram of the query, so `search_grams @> zx_grams(query)` is a safe prefilter
-- for `lower(name) LIKE '%query%'`.
CREATE OR REPLACE FUNCTION zx_grams(input text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g.gram), '{}'::text[])
  FROM (SELECT lower(input) AS s) AS src
  CROSS JOIN LATERAL generate_series(1, char_length(src.s)) AS p(pos)
  CROSS JOIN LATERAL (VALUES (substr(src.s, p.pos, 1)), (substr(src.s, p.pos, 2))) AS g(gram)
  WHERE g.gram !~ '[\s\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION zx_set_search_grams() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_grams := zx_grams(NEW.name);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "courses_search_grams" BEFORE INSERT OR UPDATE OF "name" ON "courses"
  FOR EACH ROW EXECUTE FUNCTION zx_set_search_grams();--> statement-breakpoint
CREATE TRIGGER "lecturers_search_grams" BEFORE INSERT OR UPDATE OF "name" ON "lecturers"
  FOR EACH ROW EXECUTE FUNCTION zx_set_search_grams();--> statement-breakpoint
CREATE TRIGGER "trainings_search_grams" BEFORE INSERT OR UPDATE OF "name" ON "trainings"
  FOR EACH ROW EXECUTE FUNCTION zx_set_search_grams();--> statement-breakpoint
UPDATE "courses" SET "search_grams" = zx_grams("name");--> statement-breakpoint
UPDATE "lecturers" SET "search_grams" = zx_grams("name");--> statement-breakpoint
UPDATE "trainings" SET "search_grams" = zx_grams("name");--> statement-breakpoint
CREATE INDEX "trainings_search_grams_idx" ON "trainings" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "courses_lecturer_idx" ON "courses" USING btree ("lecturer_id");--> statement-breakpoint
CREATE INDEX "courses_search_grams_idx" ON "courses" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "lecturers_search_grams_idx" ON "lecturers" USING gin ("search_grams");
