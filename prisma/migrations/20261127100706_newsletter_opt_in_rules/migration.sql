-- AlterTable
ALTER TABLE "NewsletterSubscription" ALTER COLUMN "isActive" SET DEFAULT false;

-- Double opt-in: a new row is pending, so not active. The spec's isActive and the status can never
-- disagree: isActive is true exactly while the subscription is confirmed. The webhook trigger
-- (…_webhooks) reads isActive, so newsletter.subscribed now fires on confirmation, not on sign-up.
UPDATE "NewsletterSubscription" SET "isActive" = ("status" = 'confirmed') WHERE "isActive" <> ("status" = 'confirmed');
ALTER TABLE "NewsletterSubscription" ADD CONSTRAINT "NewsletterSubscription_isActive_is_confirmed"
  CHECK ("isActive" = ("status" = 'confirmed'));
