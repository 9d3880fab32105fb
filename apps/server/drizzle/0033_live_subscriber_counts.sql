CREATE TABLE "live_subscriber_counts" (
	"live_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "live_subscriber_counts_live_id_shard_pk" PRIMARY KEY("live_id","shard")
);
--> statement-breakpoint
ALTER TABLE "live_subscriber_counts" ADD CONSTRAINT "live_subscriber_counts_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The partial counts follow every statement that adds or removes subscriptions, whatever its path
-- (a 预约, its cancelling, a learner's account deleted with its rows): one upsert per live and shard
-- a statement touched, so a bulk insert costs one update per shard, not one per row.
CREATE FUNCTION "live_subscriber_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "live_subscriber_counts" ("live_id", "shard", "count")
      SELECT "live_id", ("user_id" % 16)::smallint, count(*) FROM "added" GROUP BY 1, 2
      ON CONFLICT ("live_id", "shard") DO UPDATE
        SET "count" = "live_subscriber_counts"."count" + EXCLUDED."count";
  ELSE
    -- An update only: a shard that lost rows has its row already, and a live deleted with its
    -- subscriptions has none left to count.
    UPDATE "live_subscriber_counts" SET "count" = "live_subscriber_counts"."count" - "gone"."count"
      FROM (SELECT "live_id", ("user_id" % 16)::smallint AS "shard", count(*) AS "count"
            FROM "removed" GROUP BY 1, 2) AS "gone"
      WHERE "live_subscriber_counts"."live_id" = "gone"."live_id"
        AND "live_subscriber_counts"."shard" = "gone"."shard";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "live_subscriptions_added" AFTER INSERT ON "live_subscriptions"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "live_subscriber_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "live_subscriptions_removed" AFTER DELETE ON "live_subscriptions"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "live_subscriber_counts_follow"();
--> statement-breakpoint
-- Subscriptions made before the counts existed.
INSERT INTO "live_subscriber_counts" ("live_id", "shard", "count")
  SELECT "live_id", ("user_id" % 16)::smallint, count(*) FROM "live_subscriptions" GROUP BY 1, 2;
