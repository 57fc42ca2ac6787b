-- PostgreSQL twin of ../004_archive.sql.
ALTER TABLE games ADD COLUMN archive bytea;
