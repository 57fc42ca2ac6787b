-- Which command (batch of events) each applied interaction wrote, so every accepted
-- command can be traced to its events in the log exactly once.
ALTER TABLE interactions ADD COLUMN batch INTEGER;
