-- app_keys follows apps.app_key (lib/server/db/schema.ts): the SHA-256 (hex) of each key and its masked
-- form. Existing keys become their app's current key.
INSERT INTO "app_keys" ("app_id", "key_hash", "masked", "created_at")
  SELECT "id", encode(sha256(convert_to("app_key", 'UTF8')), 'hex'),
    'fdk_••••••••' || right("app_key", 4), "updated_at"
  FROM "apps";
--> statement-breakpoint
-- A new app, or a new key: its row. On a new key, the previous keys still current (no expiry, not revoked)
-- end at once; a rotation with a grace period gives the previous key its expiry before changing the key.
CREATE FUNCTION "fleetdeck_app_key_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_hash text := encode(sha256(convert_to(NEW."app_key", 'UTF8')), 'hex');
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD."app_key" IS NOT DISTINCT FROM NEW."app_key" THEN
      RETURN NULL;
    END IF;
    UPDATE "app_keys" SET "revoked_at" = now()
      WHERE "app_id" = NEW."id" AND "expires_at" IS NULL AND "revoked_at" IS NULL AND "key_hash" <> new_hash;
  END IF;
  INSERT INTO "app_keys" ("app_id", "key_hash", "masked")
    VALUES (NEW."id", new_hash, 'fdk_••••••••' || right(NEW."app_key", 4))
    ON CONFLICT ("key_hash") DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "apps_key_changed" AFTER INSERT OR UPDATE OF "app_key" ON "apps"
  FOR EACH ROW EXECUTE FUNCTION "fleetdeck_app_key_changed"();
--> statement-breakpoint
-- A key ending (an expiry set or moved, a revocation) is announced like any change to its app, so that every
-- instance drops the app's keys from its cache (lib/server/ingest/app-key-cache.ts). Last-use times are not.
CREATE FUNCTION "fleetdeck_notify_app_key_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fleetdeck_app_changed', OLD."app_id"::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "app_keys_notify_changed" AFTER DELETE OR UPDATE OF "expires_at", "revoked_at" ON "app_keys"
  FOR EACH ROW EXECUTE FUNCTION "fleetdeck_notify_app_key_changed"();
