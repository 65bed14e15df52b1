CREATE TABLE `provider_usage` (
	`provider` text NOT NULL,
	`month` text NOT NULL,
	`characters` integer DEFAULT 0 NOT NULL,
	`requests` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`last_error_at` integer,
	PRIMARY KEY(`provider`, `month`)
);
--> statement-breakpoint
CREATE TABLE `sitemap_generations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`generated_at` integer NOT NULL,
	`url_count` integer NOT NULL,
	`success` integer NOT NULL,
	`error` text
);
--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `credential` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `handled` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `keep` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `contact_submissions_email` ON `contact_submissions` (`email`);