CREATE TABLE `review_finishes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reviewer_id` text NOT NULL,
	`language` text NOT NULL,
	`scope` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_finishes_once` ON `review_finishes` (`reviewer_id`,`language`,`scope`);--> statement-breakpoint
CREATE INDEX `review_finishes_at` ON `review_finishes` (`at`);--> statement-breakpoint
CREATE TABLE `string_comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`language` text NOT NULL,
	`key` text NOT NULL,
	`original_text` text NOT NULL,
	`author` text NOT NULL,
	`body` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `string_comments_thread` ON `string_comments` (`language`,`key`,`id`);