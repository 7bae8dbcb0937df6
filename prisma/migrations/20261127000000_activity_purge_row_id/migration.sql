-- A purge's entry names the row by its id, as every other entry of that entity does: the trash
-- keys a setting by its key (DeletedRow."rowId"), but the setting's create, update and delete
-- entries carry its id, so the whole history of one setting reads under one entityId.
CREATE OR REPLACE FUNCTION record_purge() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('chamber.restoring', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO "ActivityEntry" ("actorKind", "actorId", "actorName", "actorRole", "entity", "entityId", "action", "changes")
  VALUES ('system', NULL, 'System', NULL, upper(left(OLD.entity, 1)) || substr(OLD.entity, 2),
    COALESCE(OLD.data ->> 'id', OLD."rowId"), 'purge', '{}'::jsonb);
  RETURN NULL;
END $$;
