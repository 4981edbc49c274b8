package tutor.rules;

import static org.assertj.core.api.Assertions.assertThat;

import tutor.data.Bundle;
import tutor.trace.TextTraceRenderer;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Rejection;
import tutor.rules.state.Ruling;

/** Applying moves in tests, failing with the ruling's trace when the referee refuses. */
public final class Moves {

    public static final Referee REFEREE = new Referee();
    private static final TextTraceRenderer TEXT = new TextTraceRenderer(Bundle.get().rulebook());

    private Moves() {
    }

    public static Outcome apply(GameState s, Move m) {
        Ruling r = REFEREE.apply(s, m);
        assertThat(r.applied()).as("%s refused:%n%s", m, TEXT.render(r.trace())).isTrue();
        return ((Ruling.Applied) r).outcome();
    }

    public static Rejection reject(GameState s, Move m) {
        Ruling r = REFEREE.apply(s, m);
        assertThat(r.applied()).as("%s was allowed:%n%s", m, TEXT.render(r.trace())).isFalse();
        return ((Ruling.Rejected) r).rejection();
    }

    public static String text(Outcome o) {
        return TEXT.render(o.trace());
    }
}
