ALTER TABLE "ent_learner_totals" ADD COLUMN "rank" integer;--> statement-breakpoint
-- Places for the totals already there; from now on the roll-up keeps them.
UPDATE "ent_learner_totals" t SET "rank" = ranked.rank
FROM (SELECT user_id, rank() OVER (PARTITION BY ent_id ORDER BY total_seconds DESC)::int AS rank
      FROM "ent_learner_totals" WHERE total_seconds > 0) ranked
WHERE t.user_id = ranked.user_id;
