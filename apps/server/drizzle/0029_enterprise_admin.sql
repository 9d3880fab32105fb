-- The enterprise admin's console calls run behind the same wall as the learning centre
-- (docs/decisions/0035-enterprise-admin.md): as `zhixue_enterprise`, with the operator's enterprise
-- set for the transaction. The policies of 0026 are for every command, so each write is kept to the
-- enterprise's rows too (a row written for another enterprise fails their check). The role gains
-- exactly the writes the admin's screens make, and the sequences of the rows they create.
GRANT INSERT, UPDATE, DELETE ON ent_departments, ent_learners, ent_topics, ent_topic_courses TO zhixue_enterprise;
--> statement-breakpoint
GRANT INSERT, UPDATE ON ent_seats TO zhixue_enterprise;
--> statement-breakpoint
GRANT INSERT ON ent_tasks, ent_task_items, ent_task_assignees TO zhixue_enterprise;
--> statement-breakpoint
GRANT USAGE ON SEQUENCE ent_departments_id_seq, ent_topics_id_seq, ent_tasks_id_seq, ent_task_items_id_seq,
  ent_task_assignees_id_seq TO zhixue_enterprise;
