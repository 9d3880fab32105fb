CREATE UNIQUE INDEX "enterprise_courses_private_owner_idx" ON "enterprise_courses" USING btree ("course_id") WHERE "enterprise_courses"."licence" = 'private';--> statement-breakpoint
-- The enterprise admin's new writes behind the wall (docs/decisions/0035-enterprise-admin.md): the
-- library row of a private course (made and recategorised; the policy of 0026 keeps it to the
-- enterprise), and the edit and deletion of a learning task with what it recorded.
GRANT INSERT, UPDATE ON enterprise_courses TO zhixue_enterprise;
--> statement-breakpoint
GRANT UPDATE, DELETE ON ent_tasks TO zhixue_enterprise;
--> statement-breakpoint
GRANT DELETE ON ent_task_items, ent_task_assignees, ent_task_progress TO zhixue_enterprise;
