-- Each remembered coverage row also names which strings are reviewed (their positions in
-- the counted string list), so the translations screen works out what translating again
-- would cost from the 17 rows it reads anyway, instead of sending the whole string list to
-- D1 on every view. Rows remembered before this column have no positions: they are
-- forgotten, and counted again when next asked.
ALTER TABLE `translation_coverage` ADD `reviewed_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
DELETE FROM `translation_coverage`;
