-- Unused since 0017 moved each device to the device table (ADR 0019): no code reads it. An
-- instance of a release before this one still names it in its selects of "user", so a rolling
-- deploy must not run those instances against this migration (or ship it a release later).
ALTER TABLE "user" DROP COLUMN "device_tokens";
