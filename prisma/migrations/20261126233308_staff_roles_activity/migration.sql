-- CreateEnum
CREATE TYPE "StaffRole" AS ENUM ('owner', 'editor', 'moderator');

-- CreateEnum
CREATE TYPE "ActorKind" AS ENUM ('staff', 'member', 'token', 'visitor', 'system');

-- CreateEnum
CREATE TYPE "ActivityAction" AS ENUM ('create', 'update', 'delete', 'purge');

-- AlterTable
ALTER TABLE "AdminUser" ADD COLUMN     "name" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "role" "StaffRole" NOT NULL DEFAULT 'owner',
ADD COLUMN     "totpEnabledAt" TIMESTAMPTZ(3),
ADD COLUMN     "totpSecret" TEXT,
ADD COLUMN     "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "ApiToken" ADD COLUMN     "createdById" INTEGER,
ADD COLUMN     "role" "StaffRole" NOT NULL DEFAULT 'editor';

-- Tokens made before roles could do everything: they stay owners, so no integration breaks on
-- upgrade (an owner can lower them). New tokens are editors unless chosen otherwise.
UPDATE "ApiToken" SET "role" = 'owner';

-- CreateTable
CREATE TABLE "StaffInvitation" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" "StaffRole" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "acceptedAt" TIMESTAMPTZ(3),
    "revokedAt" TIMESTAMPTZ(3),
    "invitedById" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StaffInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordReset" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordReset_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RecoveryCode" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "codeHash" TEXT NOT NULL,
    "usedAt" TIMESTAMPTZ(3),

    CONSTRAINT "RecoveryCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SignInChallenge" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SignInChallenge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ActivityEntry" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorKind" "ActorKind" NOT NULL,
    "actorId" INTEGER,
    "actorName" TEXT NOT NULL,
    "actorRole" "StaffRole",
    "entity" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "action" "ActivityAction" NOT NULL,
    "changes" JSONB NOT NULL,

    CONSTRAINT "ActivityEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "StaffInvitation_tokenHash_key" ON "StaffInvitation"("tokenHash");

-- CreateIndex
CREATE INDEX "StaffInvitation_email_idx" ON "StaffInvitation"("email");

-- CreateIndex
CREATE UNIQUE INDEX "PasswordReset_tokenHash_key" ON "PasswordReset"("tokenHash");

-- CreateIndex
CREATE INDEX "PasswordReset_userId_idx" ON "PasswordReset"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "RecoveryCode_userId_codeHash_key" ON "RecoveryCode"("userId", "codeHash");

-- CreateIndex
CREATE UNIQUE INDEX "SignInChallenge_tokenHash_key" ON "SignInChallenge"("tokenHash");

-- CreateIndex
CREATE INDEX "SignInChallenge_userId_idx" ON "SignInChallenge"("userId");

-- CreateIndex
CREATE INDEX "ActivityEntry_at_idx" ON "ActivityEntry"("at");

-- CreateIndex
CREATE INDEX "ActivityEntry_entity_entityId_at_idx" ON "ActivityEntry"("entity", "entityId", "at");

-- CreateIndex
CREATE INDEX "ActivityEntry_actorKind_actorId_at_idx" ON "ActivityEntry"("actorKind", "actorId", "at");

-- AddForeignKey
ALTER TABLE "StaffInvitation" ADD CONSTRAINT "StaffInvitation_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "AdminUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordReset" ADD CONSTRAINT "PasswordReset_userId_fkey" FOREIGN KEY ("userId") REFERENCES "AdminUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecoveryCode" ADD CONSTRAINT "RecoveryCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "AdminUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SignInChallenge" ADD CONSTRAINT "SignInChallenge_userId_fkey" FOREIGN KEY ("userId") REFERENCES "AdminUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiToken" ADD CONSTRAINT "ApiToken_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "AdminUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- The activity log (docs/decisions/027-activity-log.md). Every audited table has an AFTER trigger
-- that records each changed row in "ActivityEntry" in the same transaction as the change, so an
-- entry exists exactly when its change was committed. The actor is what the API set for the
-- transaction with set_config('chamber.actor', '{"kind","id","name","role"}', true); a write
-- without one (a scheduled job, a purge, a command-line tool) is the system's. The trigger's
-- arguments name columns that are never recorded (secrets, hashes, derived search columns).
CREATE FUNCTION record_activity() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  actor JSONB := NULLIF(current_setting('chamber.actor', true), '')::jsonb;
  old_row JSONB;
  new_row JSONB;
  changed JSONB := '{}'::jsonb;
  field TEXT;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD) - COALESCE(TG_ARGV, '{}'); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW) - COALESCE(TG_ARGV, '{}'); END IF;
  FOR field IN SELECT jsonb_object_keys(COALESCE(new_row, old_row)) LOOP
    -- The bookkeeping timestamp changes with every write; it says nothing the entry's time does not.
    CONTINUE WHEN field = 'updatedAt';
    -- A new row's empty fields are not news.
    CONTINUE WHEN TG_OP = 'INSERT' AND jsonb_typeof(new_row -> field) = 'null';
    IF (old_row -> field) IS DISTINCT FROM (new_row -> field) THEN
      changed := changed || jsonb_build_object(field, jsonb_build_array(old_row -> field, new_row -> field));
    END IF;
  END LOOP;
  -- A write that changed nothing recorded (an API token's last use, a no-op save) is no activity.
  IF TG_OP = 'UPDATE' AND changed = '{}'::jsonb THEN RETURN NULL; END IF;
  INSERT INTO "ActivityEntry" ("actorKind", "actorId", "actorName", "actorRole", "entity", "entityId", "action", "changes")
  VALUES (
    COALESCE(actor ->> 'kind', 'system')::"ActorKind",
    (actor ->> 'id')::INTEGER,
    COALESCE(actor ->> 'name', 'System'),
    (actor ->> 'role')::"StaffRole",
    TG_TABLE_NAME,
    -- Every audited table has an id but BusinessMember, whose key is the business and the member.
    COALESCE(COALESCE(new_row, old_row) ->> 'id',
      (COALESCE(new_row, old_row) ->> 'businessId') || '/' || (COALESCE(new_row, old_row) ->> 'memberId')),
    (CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END)::"ActivityAction",
    changed
  );
  RETURN NULL;
END $$;

-- A deleted row leaves the trash two ways: restored by staff (the restore sets
-- chamber.restoring, and the row's own trigger records its return) or purged once its undo window
-- lapsed, which is recorded here as the system's, under the entity it was.
CREATE FUNCTION record_purge() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('chamber.restoring', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO "ActivityEntry" ("actorKind", "actorId", "actorName", "actorRole", "entity", "entityId", "action", "changes")
  VALUES ('system', NULL, 'System', NULL, upper(left(OLD.entity, 1)) || substr(OLD.entity, 2), OLD."rowId", 'purge', '{}'::jsonb);
  RETURN NULL;
END $$;

CREATE TRIGGER "DeletedRow_purge" AFTER DELETE ON "DeletedRow" FOR EACH ROW EXECUTE FUNCTION record_purge();

CREATE TRIGGER "Business_activity" AFTER INSERT OR UPDATE OR DELETE ON "Business"
  FOR EACH ROW EXECUTE FUNCTION record_activity('searchVector');
CREATE TRIGGER "Event_activity" AFTER INSERT OR UPDATE OR DELETE ON "Event"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
CREATE TRIGGER "EventSeries_activity" AFTER INSERT OR UPDATE OR DELETE ON "EventSeries"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
CREATE TRIGGER "NewsArticle_activity" AFTER INSERT OR UPDATE OR DELETE ON "NewsArticle"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
CREATE TRIGGER "Page_activity" AFTER INSERT OR UPDATE OR DELETE ON "Page"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
CREATE TRIGGER "BoardMember_activity" AFTER INSERT OR UPDATE OR DELETE ON "BoardMember"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
CREATE TRIGGER "Category_activity" AFTER INSERT OR UPDATE OR DELETE ON "Category"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
CREATE TRIGGER "Setting_activity" AFTER INSERT OR UPDATE OR DELETE ON "Setting"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
CREATE TRIGGER "ContactMessage_activity" AFTER INSERT OR UPDATE OR DELETE ON "ContactMessage"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
CREATE TRIGGER "NewsletterSubscription_activity" AFTER INSERT OR UPDATE OR DELETE ON "NewsletterSubscription"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
CREATE TRIGGER "Submission_activity" AFTER INSERT OR UPDATE OR DELETE ON "Submission"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
CREATE TRIGGER "Member_activity" AFTER INSERT OR UPDATE OR DELETE ON "Member"
  FOR EACH ROW EXECUTE FUNCTION record_activity('lastSignInAt');
CREATE TRIGGER "BusinessMember_activity" AFTER INSERT OR UPDATE OR DELETE ON "BusinessMember"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
CREATE TRIGGER "ListingClaim_activity" AFTER INSERT OR UPDATE OR DELETE ON "ListingClaim"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
CREATE TRIGGER "Inquiry_activity" AFTER INSERT OR UPDATE OR DELETE ON "Inquiry"
  FOR EACH ROW EXECUTE FUNCTION record_activity();
CREATE TRIGGER "AdminUser_activity" AFTER INSERT OR UPDATE OR DELETE ON "AdminUser"
  FOR EACH ROW EXECUTE FUNCTION record_activity('passwordHash', 'totpSecret');
CREATE TRIGGER "StaffInvitation_activity" AFTER INSERT OR UPDATE OR DELETE ON "StaffInvitation"
  FOR EACH ROW EXECUTE FUNCTION record_activity('tokenHash');
CREATE TRIGGER "ApiToken_activity" AFTER INSERT OR UPDATE OR DELETE ON "ApiToken"
  FOR EACH ROW EXECUTE FUNCTION record_activity('tokenHash', 'lastUsedAt');
