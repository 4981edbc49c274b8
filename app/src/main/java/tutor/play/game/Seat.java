package tutor.play.game;

import tutor.sim.Policy;

/**
 * Who plays a seat of a free game: a person (at the keyboard, or at a real table whose moves are
 * typed in), or the computer with a named strategy from the budgeting lab ({@code tutor.sim}).
 *
 * @param strategy the computer's strategy; null for a person
 */
public record Seat(Kind kind, Policy strategy) {

    public enum Kind { PERSON, COMPUTER }

    public Seat {
        if ((kind == Kind.COMPUTER) != (strategy != null)) {
            throw new IllegalArgumentException("a computer seat has a strategy, a person's has none");
        }
    }

    public static Seat person() {
        return new Seat(Kind.PERSON, null);
    }

    public static Seat computer(Policy strategy) {
        return new Seat(Kind.COMPUTER, strategy);
    }

    public boolean isPerson() {
        return kind == Kind.PERSON;
    }
}
