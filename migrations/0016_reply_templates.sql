-- The owner's reply template per language of the visitor (subject and body with {name}, {date}, {brand}, {quote}); a language without a row uses the default wording.
CREATE TABLE `reply_templates` (
	`language` text PRIMARY KEY NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`updated_at` integer NOT NULL
);
