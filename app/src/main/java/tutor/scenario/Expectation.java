package tutor.scenario;

import java.util.function.Function;
import tutor.rules.state.GameState;
import tutor.text.Phrase;

/**
 * One checkpoint claim: what is checked, the value expected, and how to read it off a state. The
 * value is compared as English words (a sum, a name, "true"), so a claim holds or fails the same
 * way whatever language it is shown in.
 */
public record Expectation(int line, Phrase claim, Phrase value, Function<GameState, Phrase> actual) {

    /** What is checked, in English ("Ann's cash"). */
    public String what() {
        return claim.in("en");
    }

    /** The value expected, in English ("$1450"). */
    public String expected() {
        return value.in("en");
    }

    /** Null when the state meets the claim, otherwise what differs, in English. */
    public String verify(GameState s) {
        Phrase d = difference(s);
        return d == null ? null : d.in("en");
    }

    /** Null when the state meets the claim, otherwise what differs, in words for any language. */
    public Phrase difference(GameState s) {
        Phrase got = actual.apply(s);
        return value.in("en").equals(got.in("en")) ? null : Phrase.of("report", "check.differs", claim, value, got);
    }
}
