-- A post's photo is checked against its upload at commit, not at each statement: a post that
-- replaces its photo, or an account deleted with its posts, drops the upload rows in the same
-- transaction that repoints or removes the post (ADR 0012). drizzle's schema cannot say
-- DEFERRABLE, so the tables file says it in a comment.
ALTER TABLE "prescription" ALTER CONSTRAINT "prescription_image_upload_id_upload_id_fk" DEFERRABLE INITIALLY DEFERRED;
