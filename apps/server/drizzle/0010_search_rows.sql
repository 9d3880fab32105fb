-- Course search reads narrow rows (docs/decisions/0006 and 0015). The table, its indexes and the
-- dropped column are drizzle-kit's; the trigger changes, the functions and the backfill are written
-- by hand. The grams of course names move from `courses` to `listed_courses`, so the trigger that
-- kept `courses.search_grams` goes before the column does.
DROP TRIGGER "courses_search_grams" ON "courses";--> statement-breakpoint
CREATE TABLE "listed_courses" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"category_id" integer,
	"lecturer_id" integer,
	"charge" smallint NOT NULL,
	"vip" smallint NOT NULL,
	"price" integer NOT NULL,
	"learner_count" integer NOT NULL,
	"sort" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
DROP INDEX "courses_search_grams_idx";--> statement-breakpoint
ALTER TABLE "listed_courses" ADD CONSTRAINT "listed_courses_id_courses_id_fk" FOREIGN KEY ("id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listed_courses_search_grams_idx" ON "listed_courses" USING gin ("search_grams") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "listed_courses_lecturer_idx" ON "listed_courses" USING btree ("lecturer_id");--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "search_grams";--> statement-breakpoint
-- The grams a search asks the GIN indexes for. zx_grams(query) holds every character and every
-- bigram of the query, but a name that holds a bigram holds both of its characters, so the
-- characters add nothing but work: `第` and `期` are in every generated course name, and their
-- posting lists were read on every `第n期` search. This answers the bigrams without whitespace, plus
-- each character that stands alone between whitespace or the ends (so `a b` still asks for `a` and
-- `b`, and a one-character query for its character): the same candidates as zx_grams(query), from
-- fewer posting lists. PL/pgSQL rather than SQL: a prepared statement calls it with a parameter, and
-- PL/pgSQL keeps its plans for the session where a SQL function with a FROM clause would be planned
-- again on every call.
CREATE OR REPLACE FUNCTION zx_query_grams(input text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  s text := lower(input);
  n integer := coalesce(char_length(s), 0);
  plain boolean[];
  gram text;
  grams text[] := '{}'::text[];
BEGIN
  FOR pos IN 1 .. n LOOP
    plain[pos] := substr(s, pos, 1) !~ '[\s\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]';
  END LOOP;
  FOR pos IN 1 .. n LOOP
    CONTINUE WHEN NOT plain[pos];
    IF pos < n AND plain[pos + 1] THEN
      gram := substr(s, pos, 2);
    ELSIF pos > 1 AND plain[pos - 1] THEN
      -- The last character of a run: the bigram before it holds it.
      CONTINUE;
    ELSE
      gram := substr(s, pos, 1);
    END IF;
    IF NOT gram = ANY (grams) THEN
      grams := grams || gram;
    END IF;
  END LOOP;
  RETURN grams;
END
$$;--> statement-breakpoint
-- Keeps a course's row of listed_courses in step with it: written for a listed course (channel
-- `main`, published), removed for one that is not (any more). Only the columns the row copies wake it.
CREATE OR REPLACE FUNCTION zx_sync_listed_course() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.channel = 'main' AND NEW.published THEN
    INSERT INTO listed_courses (id, type, category_id, lecturer_id, charge, vip, price, learner_count, sort,
      published_at, name, search_grams)
    VALUES (NEW.id, NEW.type, NEW.category_id, NEW.lecturer_id, NEW.charge, NEW.vip, NEW.price, NEW.learner_count,
      NEW.sort, NEW.published_at, NEW.name, zx_grams(NEW.name))
    ON CONFLICT (id) DO UPDATE SET type = excluded.type, category_id = excluded.category_id,
      lecturer_id = excluded.lecturer_id, charge = excluded.charge, vip = excluded.vip, price = excluded.price,
      learner_count = excluded.learner_count, sort = excluded.sort, published_at = excluded.published_at,
      name = excluded.name, search_grams = excluded.search_grams;
  ELSE
    DELETE FROM listed_courses WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "courses_listed_row" AFTER INSERT OR UPDATE OF "type", "channel", "published", "category_id",
  "lecturer_id", "charge", "vip", "price", "learner_count", "sort", "published_at", "name" ON "courses"
  FOR EACH ROW EXECUTE FUNCTION zx_sync_listed_course();--> statement-breakpoint
INSERT INTO "listed_courses" (id, type, category_id, lecturer_id, charge, vip, price, learner_count, sort,
  published_at, name, search_grams)
SELECT id, type, category_id, lecturer_id, charge, vip, price, learner_count, sort, published_at, name, zx_grams(name)
FROM "courses" WHERE channel = 'main' AND published;
