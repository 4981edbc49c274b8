-- The class sessions of the tutor (issue 26). Nothing about a learner is kept but the first name
-- they typed; the token that lets them rejoin is kept only as its SHA-256 hash. Deleting a class
-- deletes its sessions, learners and answers (foreign keys with ON DELETE CASCADE; the store turns
-- foreign keys on for every connection).

CREATE TABLE classes (
    id       INTEGER PRIMARY KEY,
    name     TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 60),
    created  TEXT NOT NULL
);

CREATE TABLE sessions (
    id           INTEGER PRIMARY KEY,
    class_id     INTEGER NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
    lesson_id    TEXT NOT NULL,
    lesson_file  TEXT NOT NULL,
    code         TEXT NOT NULL,
    language     TEXT NOT NULL CHECK (language IN ('en', 'fr', 'ru')),
    pace         TEXT NOT NULL CHECK (pace IN ('live', 'homework')),
    started      TEXT NOT NULL,
    closes       TEXT,
    ended        TEXT
);

CREATE TABLE learners (
    id          INTEGER PRIMARY KEY,
    session_id  INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
    first_name  TEXT NOT NULL CHECK (length(first_name) BETWEEN 1 AND 40),
    token_hash  TEXT NOT NULL UNIQUE,
    joined      TEXT NOT NULL,
    UNIQUE (session_id, first_name)
);

-- kind: 'answer' (a question's or exercise's one counted answer), 'move' (a move or an answer inside
-- a played scenario), 'result' (the played scenario reached its end). value: what was chosen, as the
-- server reads it ("choice:2", "amount:150", "move:3"); answer: the same as the teacher reads it.
CREATE TABLE answers (
    id          INTEGER PRIMARY KEY,
    learner_id  INTEGER NOT NULL REFERENCES learners (id) ON DELETE CASCADE,
    step_id     TEXT NOT NULL,
    kind        TEXT NOT NULL CHECK (kind IN ('answer', 'move', 'result')),
    value       TEXT NOT NULL CHECK (length(value) <= 64),
    answer      TEXT NOT NULL CHECK (length(answer) <= 400),
    correct     INTEGER NOT NULL CHECK (correct IN (0, 1)),
    at          TEXT NOT NULL
);

-- One answer per learner per step is counted, whatever a client sends twice.
CREATE UNIQUE INDEX answers_one_per_step ON answers (learner_id, step_id) WHERE kind = 'answer';
CREATE UNIQUE INDEX answers_one_result_per_step ON answers (learner_id, step_id) WHERE kind = 'result';
CREATE INDEX answers_by_learner ON answers (learner_id);
CREATE INDEX learners_by_session ON learners (session_id);
