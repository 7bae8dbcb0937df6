-- The last TOTP time step a person's code was accepted for, so a code is good once.
ALTER TABLE "AdminUser" ADD COLUMN "totpLastStep" INTEGER;

-- Noting that step at each sign-in is bookkeeping, not a change to the account: the activity
-- trigger leaves it out as it leaves out the secrets.
DROP TRIGGER "AdminUser_activity" ON "AdminUser";
CREATE TRIGGER "AdminUser_activity" AFTER INSERT OR UPDATE OR DELETE ON "AdminUser"
  FOR EACH ROW EXECUTE FUNCTION record_activity('passwordHash', 'totpSecret', 'totpLastStep');
