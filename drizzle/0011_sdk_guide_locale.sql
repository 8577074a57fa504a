DROP INDEX "sdk_guide_versions_created_at_idx";--> statement-breakpoint
ALTER TABLE "sdk_guide_versions" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "sdk_guide_versions_locale_created_at_idx" ON "sdk_guide_versions" USING btree ("locale","created_at");