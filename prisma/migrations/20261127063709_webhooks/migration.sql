-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "firstAttemptAt" TIMESTAMPTZ(3);


-- Webhooks (docs/decisions/031-webhooks.md). A delivery's three days of retries count from its
-- first attempt (above), which "send again" clears. Below: each committed change that some enabled
-- endpoint wants is queued as a WebhookEvent by a trigger in the change's own transaction, so a
-- rolled-back write queues nothing and no write path can forget to. The first argument is the
-- type's prefix; the others name columns whose change alone is no news (bookkeeping).
CREATE FUNCTION queue_webhook_event() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  old_row JSONB;
  new_row JSONB;
  event_type TEXT;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD) - 'updatedAt' - COALESCE(TG_ARGV[1:], '{}'); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW) - 'updatedAt' - COALESCE(TG_ARGV[1:], '{}'); END IF;
  IF TG_OP = 'UPDATE' AND old_row = new_row THEN RETURN NULL; END IF;
  event_type := CASE TG_TABLE_NAME
    -- A visitor's submission arrives, and is decided once (approved or rejected).
    WHEN 'Submission' THEN CASE
      WHEN TG_OP = 'INSERT' THEN 'submission.received'
      WHEN TG_OP = 'UPDATE' AND (old_row ->> 'status') = 'pending' AND (new_row ->> 'status') <> 'pending'
        THEN 'submission.decided'
      END
    WHEN 'ContactMessage' THEN CASE WHEN TG_OP = 'INSERT' THEN 'contact.received' END
    -- A subscription is news when it starts or stops being active (an unsubscribe keeps the row).
    WHEN 'NewsletterSubscription' THEN CASE
      WHEN (new_row ->> 'isActive')::boolean IS TRUE AND (old_row ->> 'isActive')::boolean IS NOT TRUE
        THEN 'newsletter.subscribed'
      WHEN (old_row ->> 'isActive')::boolean IS TRUE AND (new_row ->> 'isActive')::boolean IS NOT TRUE
        THEN 'newsletter.unsubscribed'
      END
    -- The content entities: a delete (to the trash) is `.deleted`, a restore `.created` again.
    ELSE TG_ARGV[0] || CASE TG_OP WHEN 'INSERT' THEN '.created' WHEN 'UPDATE' THEN '.updated' ELSE '.deleted' END
  END;
  IF event_type IS NULL THEN RETURN NULL; END IF;
  -- Nothing is queued that no endpoint wants: without webhooks a write costs one indexed look.
  IF NOT EXISTS (SELECT 1 FROM "WebhookEndpoint" WHERE "enabled" AND event_type = ANY ("events")) THEN
    RETURN NULL;
  END IF;
  INSERT INTO "WebhookEvent" ("type", "entity", "entityId")
  VALUES (event_type, TG_TABLE_NAME, COALESCE(new_row, old_row) ->> 'id');
  RETURN NULL;
END $$;

CREATE TRIGGER "Business_webhook" AFTER INSERT OR UPDATE OR DELETE ON "Business"
  FOR EACH ROW EXECUTE FUNCTION queue_webhook_event('business', 'searchVector');
CREATE TRIGGER "Event_webhook" AFTER INSERT OR UPDATE OR DELETE ON "Event"
  FOR EACH ROW EXECUTE FUNCTION queue_webhook_event('event');
CREATE TRIGGER "NewsArticle_webhook" AFTER INSERT OR UPDATE OR DELETE ON "NewsArticle"
  FOR EACH ROW EXECUTE FUNCTION queue_webhook_event('news');
CREATE TRIGGER "Page_webhook" AFTER INSERT OR UPDATE OR DELETE ON "Page"
  FOR EACH ROW EXECUTE FUNCTION queue_webhook_event('page');
CREATE TRIGGER "BoardMember_webhook" AFTER INSERT OR UPDATE OR DELETE ON "BoardMember"
  FOR EACH ROW EXECUTE FUNCTION queue_webhook_event('board_member');
CREATE TRIGGER "Submission_webhook" AFTER INSERT OR UPDATE ON "Submission"
  FOR EACH ROW EXECUTE FUNCTION queue_webhook_event('submission');
CREATE TRIGGER "ContactMessage_webhook" AFTER INSERT ON "ContactMessage"
  FOR EACH ROW EXECUTE FUNCTION queue_webhook_event('contact');
CREATE TRIGGER "NewsletterSubscription_webhook" AFTER INSERT OR UPDATE OR DELETE ON "NewsletterSubscription"
  FOR EACH ROW EXECUTE FUNCTION queue_webhook_event('newsletter');
