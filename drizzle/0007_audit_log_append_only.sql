-- The audit log is append-only. UPDATE and TRUNCATE are always refused; DELETE only inside the
-- retention job's transaction, which sets fleetdeck.audit_retention_days (set_config(..., true): it
-- ends with the transaction), and only for entries older than that many days. Any other statement
-- from the console, a script or a mistaken query fails with an error instead of rewriting history.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days text := current_setting('fleetdeck.audit_retention_days', true);
BEGIN
  IF TG_OP = 'DELETE' AND days ~ '^[0-9]{1,6}$' AND days::int >= 1
     AND OLD.at < now() - make_interval(days => days::int) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
