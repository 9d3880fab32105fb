CREATE TABLE "analytics_day_visitors" (
	"day" date NOT NULL,
	"visitor_id" uuid NOT NULL,
	CONSTRAINT "analytics_day_visitors_day_visitor_id_pk" PRIMARY KEY("day","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_days" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"placed_orders" integer DEFAULT 0 NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"new_learners" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_days_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
CREATE TABLE "analytics_funnels" (
	"to_day" date PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL,
	"trial_learners" integer NOT NULL,
	"completions" integer NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
