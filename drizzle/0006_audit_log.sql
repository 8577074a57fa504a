CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"actor_email" text,
	"actor_role" text,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text,
	"target_label" text DEFAULT '' NOT NULL,
	"owner_id" uuid,
	"summary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_owner_at_idx" ON "audit_log" USING btree ("owner_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_trgm_idx" ON "audit_log" USING gin ((coalesce("actor_name", '') || chr(31) || coalesce("actor_email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_target_trgm_idx" ON "audit_log" USING gin (("target_label" || chr(31) || coalesce("target_id", '')) gin_trgm_ops);