-- Invitation links work once and for at most a week; the access they open lasts as the owner chose.
ALTER TABLE `reviewers` ADD `link_expires_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `reviewers` ADD `joined_at` integer;--> statement-breakpoint
-- Links made before: a week from when they were made, never past the access they open.
UPDATE `reviewers` SET `link_expires_at` = min(`expires_at`, `created_at` + 604800000);
