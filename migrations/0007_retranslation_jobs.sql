ALTER TABLE `provider_usage` ADD `last_success_at` integer;--> statement-breakpoint
ALTER TABLE `provider_usage` ADD `paused_until` integer;--> statement-breakpoint
ALTER TABLE `retranslation_jobs` ADD `kept` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `retranslation_jobs` ADD `last_error_at` integer;--> statement-breakpoint
ALTER TABLE `retranslation_jobs` ADD `locked_until` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `retranslation_jobs_active` ON `retranslation_jobs` (`languages`) WHERE status IN ('running', 'failed');--> statement-breakpoint
CREATE INDEX `translations_reviewed` ON `translations` (`original_text`,`target_language`) WHERE reviewed = 1;