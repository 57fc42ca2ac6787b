-- One live tracker message per game (issue 12): the id of the bot's message that shows
-- the round (phase, order, whose turn it is), edited in place after every change.
ALTER TABLE games ADD COLUMN tracker TEXT;
