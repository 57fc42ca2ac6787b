-- PostgreSQL twin of ../007_tracker.sql.
ALTER TABLE games ADD COLUMN tracker text;
