-- Unposted announcements by channel in posting order: the flush after a command reads
-- only its own channel's pending rows, however many posted rows the outbox holds.
DROP INDEX outbox_unposted;
CREATE INDEX outbox_unposted ON outbox (channel_id, id) WHERE posted_at IS NULL;
CREATE INDEX outbox_unposted_due ON outbox (next_attempt_at) WHERE posted_at IS NULL;
