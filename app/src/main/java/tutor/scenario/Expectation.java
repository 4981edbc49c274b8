package tutor.scenario;

import java.util.function.Function;
import tutor.rules.state.GameState;

/** One checkpoint claim: what is checked, the value expected, and how to read it off a state. */
public record Expectation(int line, String what, String expected, Function<GameState, String> actual) {

    /** Null when the state meets the claim, otherwise what differs. */
    public String verify(GameState s) {
        String got = actual.apply(s);
        return expected.equals(got) ? null : what + ": expected " + expected + ", found " + got;
    }
}
