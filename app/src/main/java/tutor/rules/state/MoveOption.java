package tutor.rules.state;

import java.util.Optional;

/** A kind of move a player might make now, and if it is not allowed, why. */
public record MoveOption(Move move, Optional<Rejection> rejection) {

    public boolean legal() {
        return rejection.isEmpty();
    }
}
