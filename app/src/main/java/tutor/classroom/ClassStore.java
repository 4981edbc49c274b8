package tutor.classroom;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.flywaydb.core.Flyway;

/**
 * The class sessions' results in one SQLite file ({@code classroom.db} in the tutor's folder): classes,
 * sessions, learners (a first name and the hash of their rejoin token, nothing else) and answers. The
 * schema is made and moved forward by Flyway's migrations ({@code db/migration}). Every answer is written
 * in its own transaction before the learner is told it is recorded, so a server killed mid-lesson keeps
 * every answer it acknowledged (WAL journal: a commit survives the process, not necessarily a power cut).
 * One connection, used under this object's lock: SQLite writes one at a time anyway.
 */
public final class ClassStore implements AutoCloseable {

    /** A stored answer: which learner, which step, what kind, the value read, the answer as shown, right or not. */
    public record Answer(long learnerId, String stepId, String kind, String value, String answer, boolean correct, Instant at) { }

    /** A stored learner of a session. */
    public record LearnerRow(long id, long sessionId, String firstName, Instant joined) { }

    /** A stored session. */
    public record SessionRow(long id, long classId, String className, String lessonId, String lessonFile, String language,
                             String pace, Instant started, Instant closes, Instant ended) { }

    /** Where a session stands: the class's step, answers locked, the ruling revealed, and its join code. */
    public record Standing(String code, int step, boolean locked, boolean revealed) { }

    /** A learner as a resumed session needs them: the hash of their rejoin token, their own step and language. */
    public record SeatRow(long id, String firstName, String tokenHash, int step, String language) { }

    private final Connection db;

    private ClassStore(Connection db) {
        this.db = db;
    }

    /** The database in the tutor's folder ({@code -Dtutor.home=...} moves it, as tests do). */
    public static Path standardFile() {
        String home = System.getProperty("tutor.home", System.getProperty("user.home") + "/.monopoly-tutor");
        return Path.of(home, "classroom.db");
    }

    /** Opens (and makes, or migrates to the latest schema) the database at {@code file}. */
    public static ClassStore open(Path file) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            String url = "jdbc:sqlite:" + file.toAbsolutePath();
            Flyway.configure().dataSource(url, null, null).locations("classpath:db/migration").load().migrate();
            Connection c = DriverManager.getConnection(url);
            try (Statement s = c.createStatement()) {
                s.execute("PRAGMA foreign_keys = ON");
                s.execute("PRAGMA journal_mode = WAL");
                s.execute("PRAGMA synchronous = NORMAL");
                s.execute("PRAGMA busy_timeout = 5000");
            }
            return new ClassStore(c);
        } catch (java.io.IOException | SQLException e) {
            throw new StoreException("cannot open " + file + ": " + e.getMessage(), e);
        }
    }

    /** A failure of the database, with what was being done. */
    public static final class StoreException extends RuntimeException {
        StoreException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** The class of that name, made when new. */
    public synchronized long classNamed(String name, Instant now) {
        try (PreparedStatement q = db.prepareStatement("SELECT id FROM classes WHERE name = ?")) {
            q.setString(1, name);
            try (ResultSet r = q.executeQuery()) {
                if (r.next()) {
                    return r.getLong(1);
                }
            }
            try (PreparedStatement ins = db.prepareStatement("INSERT INTO classes (name, created) VALUES (?, ?)",
                    Statement.RETURN_GENERATED_KEYS)) {
                ins.setString(1, name);
                ins.setString(2, now.toString());
                ins.executeUpdate();
                return key(ins);
            }
        } catch (SQLException e) {
            throw new StoreException("cannot make the class " + name, e);
        }
    }

    /** Every class's name, in alphabetical order. */
    public synchronized List<String> classes() {
        List<String> out = new ArrayList<>();
        try (PreparedStatement q = db.prepareStatement("SELECT name FROM classes ORDER BY name");
             ResultSet r = q.executeQuery()) {
            while (r.next()) {
                out.add(r.getString(1));
            }
            return out;
        } catch (SQLException e) {
            throw new StoreException("cannot list the classes", e);
        }
    }

    /** Deletes a class with its sessions, learners and answers. False when there is no such class. */
    public synchronized boolean deleteClass(String name) {
        try (PreparedStatement d = db.prepareStatement("DELETE FROM classes WHERE name = ?")) {
            d.setString(1, name);
            return d.executeUpdate() > 0;
        } catch (SQLException e) {
            throw new StoreException("cannot delete the class " + name, e);
        }
    }

    /** Removes a learner from a session with every answer they gave. False when they were not in it. */
    public synchronized boolean removeLearner(long sessionId, long learnerId) {
        try (PreparedStatement d = db.prepareStatement("DELETE FROM learners WHERE id = ? AND session_id = ?")) {
            d.setLong(1, learnerId);
            d.setLong(2, sessionId);
            return d.executeUpdate() > 0;
        } catch (SQLException e) {
            throw new StoreException("cannot remove the learner " + learnerId, e);
        }
    }

    public synchronized long startSession(long classId, String lessonId, String lessonFile, String code, String language,
                                          String pace, Instant started, Instant closes) {
        try (PreparedStatement ins = db.prepareStatement("INSERT INTO sessions (class_id, lesson_id, lesson_file, code, language, pace, "
                + "started, closes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", Statement.RETURN_GENERATED_KEYS)) {
            ins.setLong(1, classId);
            ins.setString(2, lessonId);
            ins.setString(3, lessonFile);
            ins.setString(4, code);
            ins.setString(5, language);
            ins.setString(6, pace);
            ins.setString(7, started.toString());
            ins.setString(8, closes == null ? null : closes.toString());
            ins.executeUpdate();
            return key(ins);
        } catch (SQLException e) {
            throw new StoreException("cannot start a session", e);
        }
    }

    public synchronized void endSession(long sessionId, Instant ended) {
        try (PreparedStatement u = db.prepareStatement("UPDATE sessions SET ended = ? WHERE id = ? AND ended IS NULL")) {
            u.setString(1, ended.toString());
            u.setLong(2, sessionId);
            u.executeUpdate();
        } catch (SQLException e) {
            throw new StoreException("cannot end the session", e);
        }
    }

    /** The session started last (of any class), if any. */
    public synchronized Optional<SessionRow> lastSession() {
        return session("ORDER BY s.id DESC LIMIT 1", null);
    }

    public synchronized Optional<SessionRow> session(long id) {
        return session("WHERE s.id = ?", id);
    }

    private Optional<SessionRow> session(String tail, Long id) {
        String sql = "SELECT s.id, s.class_id, c.name, s.lesson_id, s.lesson_file, s.language, s.pace, s.started, s.closes, s.ended "
                + "FROM sessions s JOIN classes c ON c.id = s.class_id " + tail;
        try (PreparedStatement q = db.prepareStatement(sql)) {
            if (id != null) {
                q.setLong(1, id);
            }
            try (ResultSet r = q.executeQuery()) {
                if (!r.next()) {
                    return Optional.empty();
                }
                return Optional.of(new SessionRow(r.getLong(1), r.getLong(2), r.getString(3), r.getString(4), r.getString(5),
                        r.getString(6), r.getString(7), instant(r.getString(8)), instant(r.getString(9)), instant(r.getString(10))));
            }
        } catch (SQLException e) {
            throw new StoreException("cannot read a session", e);
        }
    }

    /** Keeps where a live session stands, so a restarted server takes it up at the same place. */
    public synchronized void keepStanding(long sessionId, int step, boolean locked, boolean revealed) {
        try (PreparedStatement u = db.prepareStatement("UPDATE sessions SET step = ?, locked = ?, revealed = ? WHERE id = ?")) {
            u.setInt(1, step);
            u.setInt(2, locked ? 1 : 0);
            u.setInt(3, revealed ? 1 : 0);
            u.setLong(4, sessionId);
            u.executeUpdate();
        } catch (SQLException e) {
            throw new StoreException("cannot keep where the session stands", e);
        }
    }

    public synchronized Standing standing(long sessionId) {
        try (PreparedStatement q = db.prepareStatement("SELECT code, step, locked, revealed FROM sessions WHERE id = ?")) {
            q.setLong(1, sessionId);
            try (ResultSet r = q.executeQuery()) {
                if (!r.next()) {
                    throw new StoreException("no session " + sessionId, null);
                }
                return new Standing(r.getString(1), r.getInt(2), r.getInt(3) == 1, r.getInt(4) == 1);
            }
        } catch (SQLException e) {
            throw new StoreException("cannot read where the session stands", e);
        }
    }

    /** Keeps a learner's own step (homework) and the language they read. */
    public synchronized void keepSeat(long learnerId, int step, String language) {
        try (PreparedStatement u = db.prepareStatement("UPDATE learners SET step = ?, language = ? WHERE id = ?")) {
            u.setInt(1, step);
            u.setString(2, language);
            u.setLong(3, learnerId);
            u.executeUpdate();
        } catch (SQLException e) {
            throw new StoreException("cannot keep a learner's place", e);
        }
    }

    public synchronized List<SeatRow> seats(long sessionId) {
        return rowsOf(sessionId, "SELECT id, first_name, token_hash, step, language FROM learners WHERE session_id = ? ORDER BY id",
                r -> new SeatRow(r.getLong(1), r.getString(2), r.getString(3), r.getInt(4), r.getString(5)), "cannot list the learners");
    }

    /** Adds a learner; empty when the session already has a learner of that first name. */
    public synchronized Optional<Long> addLearner(long sessionId, String firstName, String tokenHash, Instant joined) {
        try (PreparedStatement ins = db.prepareStatement("INSERT INTO learners (session_id, first_name, token_hash, joined) "
                + "VALUES (?, ?, ?, ?) ON CONFLICT (session_id, first_name) DO NOTHING", Statement.RETURN_GENERATED_KEYS)) {
            ins.setLong(1, sessionId);
            ins.setString(2, firstName);
            ins.setString(3, tokenHash);
            ins.setString(4, joined.toString());
            if (ins.executeUpdate() == 0) {
                return Optional.empty();
            }
            return Optional.of(key(ins));
        } catch (SQLException e) {
            throw new StoreException("cannot add a learner", e);
        }
    }

    public synchronized List<LearnerRow> learners(long sessionId) {
        return rowsOf(sessionId, "SELECT id, session_id, first_name, joined FROM learners WHERE session_id = ? ORDER BY id",
                r -> new LearnerRow(r.getLong(1), r.getLong(2), r.getString(3), instant(r.getString(4))), "cannot list the learners");
    }

    /**
     * Records an answer, committed before this returns. False (and nothing written) when it would be a
     * second counted answer, or a second result, of the same learner at the same step.
     */
    public synchronized boolean record(Answer a) {
        try (PreparedStatement ins = db.prepareStatement("INSERT INTO answers (learner_id, step_id, kind, value, answer, correct, at) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING")) {
            ins.setLong(1, a.learnerId());
            ins.setString(2, a.stepId());
            ins.setString(3, a.kind());
            ins.setString(4, a.value());
            ins.setString(5, a.answer());
            ins.setInt(6, a.correct() ? 1 : 0);
            ins.setString(7, a.at().toString());
            return ins.executeUpdate() == 1;
        } catch (SQLException e) {
            throw new StoreException("cannot record an answer", e);
        }
    }

    /** Every answer of a session's learners, in the order they were recorded. */
    public synchronized List<Answer> answers(long sessionId) {
        return rowsOf(sessionId, "SELECT a.learner_id, a.step_id, a.kind, a.value, a.answer, a.correct, a.at "
                + "FROM answers a JOIN learners l ON l.id = a.learner_id WHERE l.session_id = ? ORDER BY a.id",
                r -> new Answer(r.getLong(1), r.getString(2), r.getString(3), r.getString(4), r.getString(5), r.getInt(6) == 1,
                        instant(r.getString(7))), "cannot read the answers");
    }

    /** One result row as a record. */
    private interface Row<T> {
        T of(ResultSet r) throws SQLException;
    }

    /** Every row a query of one session's (its one parameter, the session's id) returns, in the query's order. */
    private <T> List<T> rowsOf(long sessionId, String sql, Row<T> row, String failure) {
        List<T> out = new ArrayList<>();
        try (PreparedStatement q = db.prepareStatement(sql)) {
            q.setLong(1, sessionId);
            try (ResultSet r = q.executeQuery()) {
                while (r.next()) {
                    out.add(row.of(r));
                }
            }
            return out;
        } catch (SQLException e) {
            throw new StoreException(failure, e);
        }
    }

    private static long key(PreparedStatement ins) throws SQLException {
        try (ResultSet k = ins.getGeneratedKeys()) {
            k.next();
            return k.getLong(1);
        }
    }

    private static Instant instant(String s) {
        return s == null ? null : Instant.parse(s);
    }

    @Override
    public synchronized void close() {
        try {
            db.close();
        } catch (SQLException e) {
            throw new StoreException("cannot close the database", e);
        }
    }
}
