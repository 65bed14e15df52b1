CREATE TABLE `retranslation_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`languages` text NOT NULL,
	`status` text NOT NULL,
	`language_index` integer DEFAULT 0 NOT NULL,
	`offset` integer DEFAULT 0 NOT NULL,
	`total` integer NOT NULL,
	`processed` integer DEFAULT 0 NOT NULL,
	`translated` integer DEFAULT 0 NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`started_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reviewers` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`language` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`last_active_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviewers_token_hash_unique` ON `reviewers` (`token_hash`);--> statement-breakpoint
CREATE TABLE `translation_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`target_language` text NOT NULL,
	`original_text` text NOT NULL,
	`before_text` text,
	`after_text` text NOT NULL,
	`before_reviewed` integer,
	`after_reviewed` integer NOT NULL,
	`provider` text NOT NULL,
	`actor` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `translation_revisions_key` ON `translation_revisions` (`key`,`id`);--> statement-breakpoint
CREATE INDEX `translation_revisions_actor` ON `translation_revisions` (`actor`,`target_language`);--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `reviewer_id` text;--> statement-breakpoint
CREATE INDEX `admin_sessions_reviewer` ON `admin_sessions` (`reviewer_id`);--> statement-breakpoint
ALTER TABLE `translations` ADD `changed_by` text DEFAULT 'import' NOT NULL;