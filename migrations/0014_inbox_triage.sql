-- The inbox's triage: spam, the owner's note and the replied state on each message.
-- Spam stays out of every view but its own, so the running counts change meaning:
-- `spam` counts the spam, and `handled` and `undeliverable` count only what is not spam
-- (needs attention is total minus spam minus handled). The triggers are written again
-- to keep them so, and the counts recounted once.
DROP INDEX `contact_submissions_handled`;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `spam` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `note` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `replied_at` integer;--> statement-breakpoint
CREATE INDEX `contact_submissions_spam` ON `contact_submissions` (`spam`,`seq`);--> statement-breakpoint
CREATE INDEX `contact_submissions_handled` ON `contact_submissions` (`spam`,`handled`,`seq`);--> statement-breakpoint
ALTER TABLE `inbox_tally` ADD `spam` integer DEFAULT 0 NOT NULL;;--> statement-breakpoint
DROP TRIGGER `contact_submissions_tally_added`;
--> statement-breakpoint
DROP TRIGGER `contact_submissions_tally_removed`;
--> statement-breakpoint
DROP TRIGGER `contact_submissions_tally_changed`;
--> statement-breakpoint
UPDATE `inbox_tally` SET `total` = `counted`.`total`, `spam` = `counted`.`spam`, `handled` = `counted`.`handled`, `undeliverable` = `counted`.`undeliverable`
FROM (SELECT count(*) AS `total`, coalesce(sum(`spam`), 0) AS `spam`, coalesce(sum(`handled` AND NOT `spam`), 0) AS `handled`,
  coalesce(sum(`delivery_status` = 'dead' AND NOT `spam`), 0) AS `undeliverable` FROM `contact_submissions`) AS `counted`
WHERE `inbox_tally`.`id` = 1;
--> statement-breakpoint
CREATE TRIGGER `contact_submissions_tally_added` AFTER INSERT ON `contact_submissions`
BEGIN
  UPDATE `inbox_tally` SET `total` = `total` + 1, `spam` = `spam` + NEW.`spam`, `handled` = `handled` + (NEW.`handled` AND NOT NEW.`spam`),
    `undeliverable` = `undeliverable` + (NEW.`delivery_status` = 'dead' AND NOT NEW.`spam`) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `contact_submissions_tally_removed` AFTER DELETE ON `contact_submissions`
BEGIN
  UPDATE `inbox_tally` SET `total` = `total` - 1, `spam` = `spam` - OLD.`spam`, `handled` = `handled` - (OLD.`handled` AND NOT OLD.`spam`),
    `undeliverable` = `undeliverable` - (OLD.`delivery_status` = 'dead' AND NOT OLD.`spam`) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `contact_submissions_tally_changed` AFTER UPDATE OF `handled`, `delivery_status`, `spam` ON `contact_submissions`
WHEN OLD.`handled` IS NOT NEW.`handled` OR OLD.`spam` IS NOT NEW.`spam` OR (OLD.`delivery_status` = 'dead') IS NOT (NEW.`delivery_status` = 'dead')
BEGIN
  UPDATE `inbox_tally` SET `spam` = `spam` + NEW.`spam` - OLD.`spam`,
    `handled` = `handled` + (NEW.`handled` AND NOT NEW.`spam`) - (OLD.`handled` AND NOT OLD.`spam`),
    `undeliverable` = `undeliverable` + (NEW.`delivery_status` = 'dead' AND NOT NEW.`spam`) - (OLD.`delivery_status` = 'dead' AND NOT OLD.`spam`) WHERE `id` = 1;
END;
