-- Each language's coverage of the site's strings, remembered so the console's overview and
-- translations screens read 17 rows instead of counting the whole memory on every view.
-- Any write to a language's translations forgets that language's row, whatever wrote it
-- (the engine, an import, an edit, a review, a job); the console counts it again when next
-- asked. A row also names the string list it was counted against, so a deploy with other
-- strings is counted afresh.
CREATE TABLE `translation_coverage` (
	`target_language` text PRIMARY KEY NOT NULL,
	`catalog` text NOT NULL,
	`translated` integer NOT NULL,
	`reviewed` integer NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `translations_coverage_on_insert` AFTER INSERT ON `translations`
BEGIN
  DELETE FROM `translation_coverage` WHERE `target_language` = NEW.`target_language`;
END;
--> statement-breakpoint
CREATE TRIGGER `translations_coverage_on_update` AFTER UPDATE ON `translations`
BEGIN
  DELETE FROM `translation_coverage` WHERE `target_language` IN (OLD.`target_language`, NEW.`target_language`);
END;
--> statement-breakpoint
CREATE TRIGGER `translations_coverage_on_delete` AFTER DELETE ON `translations`
BEGIN
  DELETE FROM `translation_coverage` WHERE `target_language` = OLD.`target_language`;
END;
