package tutor.rules;

import java.util.List;
import tutor.data.Bundle;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.Table;

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

    /**
     * A shortage: Ann holds the browns, Ben the light blues, both unbuilt; Cat's 30 houses on the
     * orange, green and red groups leave the Bank with 2.
     */
    public static PositionBuilder lastTwoHouses(Table t) {
        return new PositionBuilder(t).owns("Ann", "Mediterranean Avenue", "Baltic Avenue")
                .owns("Ben", "Oriental Avenue", "Vermont Avenue", "Connecticut Avenue")
                .owns("Cat", "St. James Place", "Tennessee Avenue", "New York Avenue", "Pacific Avenue", "North Carolina Avenue",
                        "Pennsylvania Avenue", "Kentucky Avenue", "Indiana Avenue", "Illinois Avenue")
                .houses("St. James Place", 4).houses("Tennessee Avenue", 4).houses("New York Avenue", 4)
                .houses("Pacific Avenue", 4).houses("North Carolina Avenue", 4).houses("Pennsylvania Avenue", 4)
                .houses("Kentucky Avenue", 2).houses("Indiana Avenue", 2).houses("Illinois Avenue", 2);
    }

    /** The same table but owners must ask for rent themselves (the rent-claim rules). */
    public static Table askingForRent(Table t) {
        return new Table(t.board(), t.rules(), t.cards(), t.seats(), false);
    }
}
