-- Every change to an organization's documents (upload, a worker's claim or result, delete, a
-- cascade) bumps organizations.change_counter, the polled list's ETag, in the same statement:
-- no code path can forget it, and a job step is one round trip instead of a transaction.
CREATE FUNCTION bump_documents_change_counter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE organizations SET change_counter = change_counter + 1
  WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.organization_id ELSE NEW.organization_id END;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER documents_change_counter
AFTER INSERT OR UPDATE OR DELETE ON documents
FOR EACH ROW EXECUTE FUNCTION bump_documents_change_counter();
