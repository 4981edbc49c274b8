package tutor.sim;

import java.util.ArrayList;
import java.util.List;

/**
 * The named strategies a simulation can pit against each other. Names with a number take it as
 * their parameter: {@code reserve-300}, {@code bid-to-150}.
 */
public final class Strategies {

    /** The strategies a simulation uses when none are named. */
    public static final List<String> DEFAULT = List.of("buy-all", "reserve-200", "three-houses", "trader");

    private Strategies() {
    }

    /** A strategy by name; an unknown name gets a message listing the known ones. */
    public static Policy parse(String spec) {
        String s = spec.trim();
        if (s.equals("buy-all")) {
            return new Policy(s, "buys every deed it can pay for, bids up to the printed price, builds whenever it can",
                    true, 0, 100, 0, true, false);
        }
        if (s.equals("three-houses")) {
            return new Policy(s, "buys every deed it can; three houses on every lot of its groups before any fourth",
                    true, 0, 100, 3, true, false);
        }
        if (s.equals("no-build")) {
            return new Policy(s, "buys every deed it can, never builds", true, 0, 100, 0, false, false);
        }
        if (s.equals("jail-stays")) {
            return new Policy(s, "buys every deed it can, builds, and stays in Jail as long as allowed", true, 0, 100, 0, true, true);
        }
        if (s.equals("trader")) {
            return new Policy(s, "buys every deed it can and offers twice the price for the deed that completes a group",
                    true, 0, 100, 0, true, false, true, true);
        }
        if (s.equals("never-trades")) {
            return new Policy(s, "buys every deed it can, builds, and refuses every trade", true, 0, 100, 0, true, false, false, false);
        }
        if (s.equals("cautious")) {
            return new Policy(s, "keeps $500 in cash and bids up to half the printed price",
                    true, 500, 50, 0, true, false);
        }
        if (s.startsWith("reserve-")) {
            int n = number(s, "reserve-");
            return new Policy(s, "like buy-all, but keeps " + n + " in cash", true, n, 100, 0, true, false);
        }
        if (s.startsWith("bid-to-")) {
            int n = number(s, "bid-to-");
            return new Policy(s, "like buy-all, but bids up to " + n + "% of the printed price", true, 0, n, 0, true, false);
        }
        throw new IllegalArgumentException("no strategy '" + spec + "'; strategies: buy-all, reserve-N, three-houses, "
                + "bid-to-N, trader, never-trades, no-build, jail-stays, cautious");
    }

    /** Several, separated by commas. */
    public static List<Policy> parseAll(String specs) {
        List<Policy> out = new ArrayList<>();
        for (String s : specs.split(",")) {
            if (!s.isBlank()) {
                out.add(parse(s));
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("name at least one strategy");
        }
        return out;
    }

    private static int number(String s, String prefix) {
        try {
            int n = Integer.parseInt(s.substring(prefix.length()));
            if (n < 0 || n > 100_000) {
                throw new IllegalArgumentException("'" + s + "': the number must be between 0 and 100000");
            }
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + s + "' needs a whole number after '" + prefix + "'");
        }
    }
}
