-- Apps belong to an organisation (lib/server/db/schema.ts). Each goes to its owner's personal organisation,
-- whose id is the owner's own (0017); an owner who has none (an admin's app) is given one first. Devices,
-- keys, webhooks, rules, quotas and refusal counts follow through their app. Who created an app is kept
-- (created_by), granting nothing.
INSERT INTO "organisations" ("id", "name", "created_at")
  SELECT "u"."id", "u"."name", "u"."created_at" FROM "users" "u"
  WHERE EXISTS (SELECT 1 FROM "apps" "a" WHERE "a"."owner_id" = "u"."id")
    AND NOT EXISTS (SELECT 1 FROM "organisations" "o" WHERE "o"."id" = "u"."id");--> statement-breakpoint
INSERT INTO "memberships" ("org_id", "user_id", "role", "created_at")
  SELECT "o"."id", "o"."id", 'owner', "o"."created_at" FROM "organisations" "o"
  WHERE EXISTS (SELECT 1 FROM "users" "u" WHERE "u"."id" = "o"."id")
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "org_id" uuid;--> statement-breakpoint
UPDATE "apps" SET "org_id" = "owner_id";--> statement-breakpoint
ALTER TABLE "apps" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" DROP CONSTRAINT "apps_owner_id_users_id_fk";--> statement-breakpoint
DROP INDEX "apps_owner_id_created_at_idx";--> statement-breakpoint
ALTER TABLE "apps" RENAME COLUMN "owner_id" TO "created_by";--> statement-breakpoint
ALTER TABLE "apps" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apps_org_id_created_at_idx" ON "apps" USING btree ("org_id","created_at");--> statement-breakpoint
-- The audit log is append-only (0007): its column is renamed, never rewritten. The ids are the same, so
-- each entry keeps its meaning: a customer's entries are now their personal organisation's.
ALTER TABLE "audit_log" RENAME COLUMN "owner_id" TO "org_id";--> statement-breakpoint
ALTER INDEX "audit_log_owner_at_idx" RENAME TO "audit_log_org_at_idx";
