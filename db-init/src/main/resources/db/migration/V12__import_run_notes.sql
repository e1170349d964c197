-- What happened to a run's data after the run ended, a line each: a node whose heap would not load it, and why.
ALTER TABLE import_run ADD COLUMN notes TEXT NULL;
