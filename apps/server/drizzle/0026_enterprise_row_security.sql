-- The second wall of enterprise isolation (docs/decisions/0032-enterprise-isolation.md): the
-- enterprise learning centre's calls run their statements as `zhixue_enterprise`, a role that owns
-- nothing and does not bypass row-level security, with the session's enterprise set for the
-- transaction (`zhixue.ent_id`). Every table that role may read and that has an enterprise column
-- has a policy keeping it to that enterprise's rows; the server's own role (the owner) is not bound
-- by them, so the roll-up job and the rest of the application are unaffected.
DO $$ BEGIN
  CREATE ROLE zhixue_enterprise NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
-- Databases migrated side by side on one server (tests) may grant it at the same moment.
DO $$ BEGIN
  GRANT zhixue_enterprise TO CURRENT_USER;
EXCEPTION WHEN unique_violation THEN NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO zhixue_enterprise;
--> statement-breakpoint
GRANT SELECT ON courses, lecturers, bundle_groups, bundle_courses, chapters, sections, section_progress, activities, activity_products,
  course_study, users, exams, exam_attempts, enterprise_courses, ent_departments, ent_learners,
  ent_categories, ent_seats, ent_topics, ent_topic_courses, ent_tasks, ent_task_items,
  ent_task_assignees, ent_task_progress, ent_study_days, ent_learner_totals TO zhixue_enterprise;
--> statement-breakpoint
DO $$
DECLARE
  scoped text;
BEGIN
  FOREACH scoped IN ARRAY ARRAY['users', 'exams', 'enterprise_courses', 'ent_departments', 'ent_learners',
    'ent_categories', 'ent_seats', 'ent_topics', 'ent_topic_courses', 'ent_tasks', 'ent_task_items',
    'ent_task_assignees', 'ent_task_progress', 'ent_study_days', 'ent_learner_totals']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', scoped);
    EXECUTE format(
      'CREATE POLICY %I ON %I TO zhixue_enterprise USING (ent_id = nullif(current_setting(''zhixue.ent_id'', true), '''')::integer)',
      scoped || '_of_the_enterprise', scoped);
  END LOOP;
END $$;
