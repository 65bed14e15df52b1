-- Privacy requests (access, erasure) with their due date; once fulfilled a row keeps only the record: kind, dates, outcome and counts.
CREATE TABLE `privacy_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`source` text NOT NULL,
	`received_at` integer NOT NULL,
	`due_on` text NOT NULL,
	`submission_id` text,
	`email` text,
	`fulfilled_at` integer,
	`outcome` text,
	`messages` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `privacy_requests_submission` ON `privacy_requests` (`submission_id`);--> statement-breakpoint
CREATE INDEX `privacy_requests_open` ON `privacy_requests` (`fulfilled_at`,`due_on`);--> statement-breakpoint
CREATE INDEX `privacy_requests_person` ON `privacy_requests` (lower("email")) WHERE fulfilled_at IS NULL;