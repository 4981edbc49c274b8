package tutor.rules;

import java.util.List;
import tutor.data.Bundle;

/** Tables for tests: the bundled rulesets with the players Ann, Ben and Cat (or others). */
public final class Tables {

    private Tables() {
    }

    public static Table classic(String... players) {
        return Bundle.get().table("classic", players.length == 0 ? List.of("Ann", "Ben", "Cat") : List.of(players));
    }

    public static Table modern(String... players) {
        return Bundle.get().table("modern", players.length == 0 ? List.of("Ann", "Ben", "Cat") : List.of(players));
    }

    /** The same table but owners must ask for rent themselves (the rent-claim rules). */
    public static Table askingForRent(Table t) {
        return new Table(t.board(), t.rules(), t.cards(), t.seats(), false);
    }
}
