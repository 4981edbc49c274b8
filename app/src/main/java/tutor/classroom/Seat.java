package tutor.classroom;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tutor.data.Bundle;
import tutor.lesson.Step;
import tutor.lesson.Text;
import tutor.rules.Referee;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.scenario.MoveText;
import tutor.scenario.Scenario;
import tutor.scenario.ScriptStep;
import tutor.play.Session;

/**
 * One learner of a class session, as the server knows them: the first name, the hash of their rejoin
 * token, the language they read, where they are (their own step, when the lesson is homework), their
 * feedback on every question answered, and their own game at every scenario step. Guarded by the
 * session's lock.
 */
public final class Seat {

    /** What a learner was told about their answer to a question. */
    record Mine(boolean right, Text feedback, String value) { }

    /** A wrong move or answer in a scenario, as the teacher reads it, and why it is wrong (in the class's language). */
    record Miss(String shown, String why) { }

    /** A learner's own play of a scenario step: the session, the wrong moves and answers, and whether it is over. */
    static final class Played {
        final Session session;
        final List<Miss> wrong = new ArrayList<>();
        boolean finished;

        Played(Session session) {
            this.session = session;
        }
    }

    private static final Referee REFEREE = new Referee();

    final long id;
    final String name;
    final String tokenHash;
    String language;
    int step;
    final Map<String, Mine> answers = new HashMap<>();
    final Map<String, Played> plays = new HashMap<>();

    Seat(long id, String name, String tokenHash, String language) {
        this.id = id;
        this.name = name;
        this.tokenHash = tokenHash;
        this.language = language;
    }

    /** Whether the tutor speaks {@code lang} (a learner's or a class's language). */
    static boolean speaks(String lang) {
        return lang != null && Text.LANGUAGES.contains(lang);
    }

    public long id() {
        return id;
    }

    public String name() {
        return name;
    }

    public String language() {
        return language;
    }

    /** This learner's game at a scenario step, started when first asked for; null when the scenario did not load. */
    Played play(ClassLesson lesson, Step.Play p) {
        Played pl = plays.get(p.id());
        if (pl == null) {
            Scenario sc = lesson.scenario(p, language).orElse(null);
            if (sc == null) {
                return null;
            }
            pl = new Played(new Session(sc, language));
            plays.put(p.id(), pl);
        }
        return pl;
    }

    /** Reads every game on in another language (same moves, other words). */
    void speak(ClassLesson lesson, String lang) {
        language = lang;
        for (Step s : lesson.steps()) {
            if (s instanceof Step.Play p && plays.containsKey(p.id())) {
                lesson.scenario(p, lang).ifPresent(sc -> plays.get(p.id()).session.retell(sc, lang));
            }
        }
    }

    /**
     * The moves offered at a decision: every legal move of the deciding player, and the moves the scenario
     * names (right or tempting), in the order of their words, so the order itself gives nothing away.
     */
    static List<Move> options(Session session, String lang) {
        if (!(session.current() instanceof ScriptStep.Ask ask)) {
            return List.of();
        }
        GameState s = session.state();
        Set<Move> all = new LinkedHashSet<>();
        for (Move m : REFEREE.legalMoves(s)) {
            if (m.player() == ask.player()) {
                all.add(m);
            }
        }
        all.addAll(ask.expected());
        for (ScriptStep.WrongMove w : ask.wrong()) {
            all.add(w.move());
        }
        tutor.trace.Words words = Bundle.get().words(lang);
        // Each move worded once, then sorted by its words (a comparator that worded them would word each many times).
        Map<Move, String> said = new HashMap<>();
        for (Move m : all) {
            said.put(m, MoveText.describe(s, m, words));
        }
        List<Move> out = new ArrayList<>(all);
        out.sort(java.util.Comparator.comparing(said::get));
        return out;
    }
}
