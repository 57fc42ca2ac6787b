-- PostgreSQL twin of ../005_outbox_index.sql.
DROP INDEX outbox_unposted;
CREATE INDEX outbox_unposted ON outbox (channel_id, id) WHERE posted_at IS NULL;
CREATE INDEX outbox_unposted_due ON outbox (next_attempt_at) WHERE posted_at IS NULL;
