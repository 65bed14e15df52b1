-- The inbox's counts as one row that triggers keep in step with `contact_submissions`,
-- so the tabs and the overview read one row rather than every message. What the counts
-- mean is the inbox's own definition (src/admin/inbox/queries.ts): needs attention is
-- total minus handled; undeliverable is a notification given up on; "delivery delayed"
-- depends on the clock, so it is still counted, over the pending messages only.
CREATE TABLE `inbox_tally` (
	`id` integer PRIMARY KEY NOT NULL,
	`total` integer NOT NULL,
	`handled` integer NOT NULL,
	`undeliverable` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `inbox_tally` (`id`, `total`, `handled`, `undeliverable`)
SELECT 1, count(*), coalesce(sum(`handled`), 0), coalesce(sum(`delivery_status` = 'dead'), 0) FROM `contact_submissions`;
--> statement-breakpoint
CREATE TRIGGER `contact_submissions_tally_added` AFTER INSERT ON `contact_submissions`
BEGIN
  UPDATE `inbox_tally` SET `total` = `total` + 1, `handled` = `handled` + NEW.`handled`,
    `undeliverable` = `undeliverable` + (NEW.`delivery_status` = 'dead') WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `contact_submissions_tally_removed` AFTER DELETE ON `contact_submissions`
BEGIN
  UPDATE `inbox_tally` SET `total` = `total` - 1, `handled` = `handled` - OLD.`handled`,
    `undeliverable` = `undeliverable` - (OLD.`delivery_status` = 'dead') WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `contact_submissions_tally_changed` AFTER UPDATE OF `handled`, `delivery_status` ON `contact_submissions`
WHEN OLD.`handled` IS NOT NEW.`handled` OR (OLD.`delivery_status` = 'dead') IS NOT (NEW.`delivery_status` = 'dead')
BEGIN
  UPDATE `inbox_tally` SET `handled` = `handled` + NEW.`handled` - OLD.`handled`,
    `undeliverable` = `undeliverable` + (NEW.`delivery_status` = 'dead') - (OLD.`delivery_status` = 'dead') WHERE `id` = 1;
END;
