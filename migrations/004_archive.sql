-- A game that has ended keeps its whole log as one compressed record (deflate of the
-- JSON rows) instead of one row per event: a finished game costs a few kilobytes.
ALTER TABLE games ADD COLUMN archive BLOB;
