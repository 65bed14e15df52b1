ALTER TABLE `contact_submissions` ADD `seq` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `contact_submissions_seq` ON `contact_submissions` (`seq`);--> statement-breakpoint
CREATE INDEX `contact_submissions_handled` ON `contact_submissions` (`handled`,`seq`);--> statement-breakpoint
CREATE INDEX `contact_submissions_created` ON `contact_submissions` (`created_at`);--> statement-breakpoint
CREATE INDEX `contact_submissions_person` ON `contact_submissions` (lower("email"));--> statement-breakpoint
CREATE INDEX `login_attempts_client` ON `login_attempts` (`client`,`at`);