-- PostgreSQL twin of ../002_interaction_batches.sql.
ALTER TABLE interactions ADD COLUMN batch integer;
