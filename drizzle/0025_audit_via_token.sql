ALTER TABLE "audit_log" ADD COLUMN "via_token_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "via_token_name" text;