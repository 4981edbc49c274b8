package tutor.rules.state;

import java.util.List;

/** One side of a trade: cash, deeds (by id) and Get Out of Jail Free cards. */
public record Offer(int cash, List<Integer> deeds, int jailCards) {

    public static final Offer NOTHING = new Offer(0, List.of(), 0);

    public Offer {
        deeds = List.copyOf(deeds);
    }

    public static Offer cash(int amount) {
        return new Offer(amount, List.of(), 0);
    }

    public static Offer deeds(Integer... deeds) {
        return new Offer(0, List.of(deeds), 0);
    }

    public boolean isEmpty() {
        return cash == 0 && deeds.isEmpty() && jailCards == 0;
    }
}
