CREATE TABLE `translation_publications` (
	`language` text PRIMARY KEY NOT NULL,
	`pending_since` integer,
	`published_at` integer
);
