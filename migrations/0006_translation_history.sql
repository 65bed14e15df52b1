-- A revision for every change of a translation, written by the database itself, so no
-- write path (a provider's answer, an import, the owner, a reviewer) can forget one. Each
-- records the text and reviewed state before and after, the provider and who changed it
-- (`changed_by`, which every writer sets).
CREATE TRIGGER `translations_revision_on_insert` AFTER INSERT ON `translations`
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
