CREATE TABLE `translation_publications` (
	`language` text PRIMARY KEY NOT NULL,
	`pending_since` integer,
	`published_at` integer
);
--> statement-breakpoint
DROP INDEX `retranslation_jobs_active`;--> statement-breakpoint
ALTER TABLE `retranslation_jobs` ADD `stop_reason` text;--> statement-breakpoint
CREATE UNIQUE INDEX `retranslation_jobs_active` ON `retranslation_jobs` (`languages`) WHERE status IN ('running', 'failed', 'stopped');