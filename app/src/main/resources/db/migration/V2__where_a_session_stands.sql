-- Where a live session stands (its step, answers locked, ruling revealed) and where each learner is
-- (their own step in homework, the language they read), so a session whose server was stopped or
-- killed can be taken up again (class serve --resume, or the projector's "Resume"): every learner
-- rejoins with the cookie they already have, their answers and their half-played scenarios intact.

ALTER TABLE sessions ADD COLUMN step INTEGER NOT NULL DEFAULT 0 CHECK (step >= 0);
ALTER TABLE sessions ADD COLUMN locked INTEGER NOT NULL DEFAULT 0 CHECK (locked IN (0, 1));
ALTER TABLE sessions ADD COLUMN revealed INTEGER NOT NULL DEFAULT 0 CHECK (revealed IN (0, 1));

ALTER TABLE learners ADD COLUMN step INTEGER NOT NULL DEFAULT 0 CHECK (step >= 0);
ALTER TABLE learners ADD COLUMN language TEXT CHECK (language IS NULL OR language IN ('en', 'fr', 'ru'));
