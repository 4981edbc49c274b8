package tutor.sim;

/**
 * A computer player's strategy as a handful of plain choices, so a lesson can compare them. Every
 * policy answers every decision the rules can put to it; none proposes trades.
 *
 * @param name        the name used on the command line ({@code reserve-200})
 * @param description the policy in one sentence, for reports
 * @param buys        buys a deed it stops on when it can keep its reserve
 * @param reserve     cash it keeps back when buying, bidding, building and leaving Jail
 * @param bidPercent  in an auction, bids up to this share of the printed price (100 = the price)
 * @param firstHouses builds this many houses on every lot of all its groups before going further
 *                    (0 = no such stage: builds evenly as far as it can)
 * @param builds      builds houses and hotels at all
 * @param staysInJail stays in Jail as long as the rules allow (throws for doubles), instead of leaving at once
 * @param offers      offers to buy the one deed it lacks for a whole group, at {@link #TRADE_PRICE_PERCENT} of the price
 * @param sells       accepts such an offer, unless it holds another deed of that group itself
 */
public record Policy(String name, String description, boolean buys, int reserve, int bidPercent, int firstHouses,
                     boolean builds, boolean staysInJail, boolean offers, boolean sells) {

    /** What a trader offers, and every seller accepts, for the deed that completes a group: twice the printed price. */
    public static final int TRADE_PRICE_PERCENT = 200;

    /** A policy that buys, builds and sells as given, never offers trades. */
    public Policy(String name, String description, boolean buys, int reserve, int bidPercent, int firstHouses,
                  boolean builds, boolean staysInJail) {
        this(name, description, buys, reserve, bidPercent, firstHouses, builds, staysInJail, false, true);
    }
}
