-- The translation memory as a first deploy can afford it on the Free plan (100,000 D1 rows
-- written a day). Before, each of the ~31,000 rows an import created cost seven writes: the
-- row, its key's index, two more indexes, and a revision with its two indexes (218,967 in
-- all). Now the table is keyed by (language, key) with no rowid, so a row is one write and
-- every lookup, which names the language, seeks it; the two indexes no query used are gone;
-- and an import's first write of a row records no revision: the row itself says it came
-- from the import, and the first change's revision keeps that text as its "before".
-- Dropping the table drops its triggers: they are made again below, unchanged but the
-- revision on insert.
CREATE TABLE `__new_translations` (
	`key` text NOT NULL,
	`original_text` text NOT NULL,
	`source_language` text DEFAULT 'en' NOT NULL,
	`target_language` text NOT NULL,
	`translated_text` text NOT NULL,
	`provider` text NOT NULL,
	`reviewed` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`changed_by` text DEFAULT 'import' NOT NULL,
	PRIMARY KEY(`target_language`, `key`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `__new_translations`("key", "original_text", "source_language", "target_language", "translated_text", "provider", "reviewed", "created_at", "updated_at", "changed_by") SELECT "key", "original_text", "source_language", "target_language", "translated_text", "provider", "reviewed", "created_at", "updated_at", "changed_by" FROM `translations`;--> statement-breakpoint
DROP TABLE `translations`;--> statement-breakpoint
ALTER TABLE `__new_translations` RENAME TO `translations`;--> statement-breakpoint
CREATE INDEX `translations_reviewed` ON `translations` (`original_text`,`target_language`) WHERE reviewed = 1;
--> statement-breakpoint
CREATE TRIGGER `translations_revision_on_insert` AFTER INSERT ON `translations`
WHEN NEW.`changed_by` IS NOT 'import'
BEGIN
  INSERT INTO `translation_revisions` (`key`, `target_language`, `original_text`, `before_text`, `after_text`, `before_reviewed`, `after_reviewed`, `provider`, `actor`, `at`)
  VALUES (NEW.`key`, NEW.`target_language`, NEW.`original_text`, NULL, NEW.`translated_text`, NULL, NEW.`reviewed`, NEW.`provider`, NEW.`changed_by`, NEW.`updated_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `translations_revision_on_update` AFTER UPDATE ON `translations`
WHEN OLD.`translated_text` IS NOT NEW.`translated_text` OR OLD.`reviewed` IS NOT NEW.`reviewed` OR OLD.`provider` IS NOT NEW.`provider`
BEGIN
  INSERT INTO `translation_revisions` (`key`, `target_language`, `original_text`, `before_text`, `after_text`, `before_reviewed`, `after_reviewed`, `provider`, `actor`, `at`)
  VALUES (NEW.`key`, NEW.`target_language`, NEW.`original_text`, OLD.`translated_text`, NEW.`translated_text`, OLD.`reviewed`, NEW.`reviewed`, NEW.`provider`, NEW.`changed_by`, NEW.`updated_at`);
END;
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
