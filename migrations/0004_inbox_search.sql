-- The inbox's search: an FTS5 index of the text a person typed (name, company, email,
-- message), kept by triggers so no write path can forget it. Rows are named by `seq`,
-- the message's place in arrival order, which a trigger gives every new message.
-- `secure-delete` removes an erased message's words from the index at once, not at the
-- next merge: an erasure request leaves nothing searchable behind.
UPDATE `contact_submissions` SET `seq` = `ranked`.`n`
FROM (SELECT `id`, row_number() OVER (ORDER BY `created_at`, `id`) AS `n` FROM `contact_submissions`) AS `ranked`
WHERE `contact_submissions`.`id` = `ranked`.`id`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `contact_search` USING fts5(`full_name`, `company_name`, `email`, `challenge`, tokenize = 'unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `contact_search` (`contact_search`, `rank`) VALUES ('secure-delete', 1);
--> statement-breakpoint
INSERT INTO `contact_search` (`rowid`, `full_name`, `company_name`, `email`, `challenge`)
SELECT `seq`, `full_name`, coalesce(`company_name`, ''), `email`, `challenge` FROM `contact_submissions`;
--> statement-breakpoint
CREATE TRIGGER `contact_submissions_numbered` AFTER INSERT ON `contact_submissions` WHEN NEW.`seq` IS NULL
BEGIN
  UPDATE `contact_submissions` SET `seq` = (SELECT coalesce(max(`seq`), 0) + 1 FROM `contact_submissions`) WHERE `id` = NEW.`id`;
  INSERT INTO `contact_search` (`rowid`, `full_name`, `company_name`, `email`, `challenge`)
  SELECT `seq`, NEW.`full_name`, coalesce(NEW.`company_name`, ''), NEW.`email`, NEW.`challenge` FROM `contact_submissions` WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `contact_submissions_unindexed` AFTER DELETE ON `contact_submissions`
BEGIN
  DELETE FROM `contact_search` WHERE `rowid` = OLD.`seq`;
END;
--> statement-breakpoint
CREATE TRIGGER `contact_submissions_reindexed` AFTER UPDATE OF `full_name`, `company_name`, `email`, `challenge` ON `contact_submissions`
BEGIN
  DELETE FROM `contact_search` WHERE `rowid` = OLD.`seq`;
  INSERT INTO `contact_search` (`rowid`, `full_name`, `company_name`, `email`, `challenge`)
  VALUES (NEW.`seq`, NEW.`full_name`, coalesce(NEW.`company_name`, ''), NEW.`email`, NEW.`challenge`);
END;
