package tutor.scenario;

import tutor.text.Phrase;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import tutor.rules.state.Estates;
import tutor.rules.state.Pending;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.Space;

/**
 * Reads what a set-up says is being decided: a throw, the end of a turn, an offer to buy, the
 * Income Tax choice, a debt. Whether it is possible (an unowned deed under the player's token, a
 * debt to someone else) is {@link tutor.rules.position.PositionCheck}'s to say.
 */
final class PendingReader extends PartReader {

    static final List<String> KEYS = List.of("buy", "arrived", "auction", "tax-choice", "debt");
    static final List<String> AUCTION_KEYS = List.of("deed", "opener", "bidders", "passed", "high", "bidder");
    private static final Phrase FORMS = Phrase.of("problem", "pending.forms");


    PendingReader(NodeReader r, Names names) {
        super(r, names);
    }

    Pending pending(Node node, int turn) {
        if (node instanceof ScalarNode s) {
            return switch (s.getValue()) {
                case "roll" -> new Pending.AwaitRoll(turn);
                case "end-turn" -> new Pending.TurnOver(turn);
                default -> {
                    r.problem(node, FORMS);
                    yield null;
                }
            };
        }
        Map<String, Node> f = r.map(node, "pending", KEYS);
        if (f.size() > 1) {
            Phrase both = null;
            for (String k : f.keySet()) {
                both = both == null ? Phrase.literal(k) : Phrase.of("problem", "list.and", both, k);
            }
            r.problem(node, Phrase.of("problem", "pending.one", both));
            return null;
        }
        if (f.containsKey("buy")) {
            int deed = names.deed(f.get("buy"), "buy");
            return deed < 0 ? null : new Pending.BuyDecision(turn, deed);
        }
        if (f.containsKey("auction")) {
            return auction(f.get("auction"), turn);
        }
        if (f.containsKey("arrived")) {
            Integer thrown = r.integer(f.get("arrived"), "arrived");
            return thrown == null ? null : new Pending.Arrived(turn, thrown);
        }
        if (f.containsKey("tax-choice")) {
            Boolean yes = r.bool(f.get("tax-choice"), "tax-choice");
            if (Boolean.FALSE.equals(yes)) {
                r.problem(f.get("tax-choice"), Phrase.of("problem", "pending.tax-false"));
            }
            int income = names.table().board().spaces().stream().filter(sp -> "income".equals(sp.taxId()))
                    .mapToInt(Space::index).findFirst().orElse(-1);
            return Boolean.TRUE.equals(yes) ? new Pending.TaxChoice(turn, income) : null;
        }
        if (f.containsKey("debt")) {
            Map<String, Node> d = r.map(f.get("debt"), "debt", List.of("to", "amount"));
            Node to = r.required(f.get("debt"), d, "to", "debt");
            Node amount = r.required(f.get("debt"), d, "amount", "debt");
            int creditor = to == null ? -2 : names.player(to, "to", true);
            Integer sum = amount == null ? null : r.integer(amount, "amount");
            if (creditor < Estates.BANK || sum == null) {
                return null;
            }
            return new Pending.Debt(List.of(new Pending.Owed(turn, creditor, sum, RuleIds.DEBT_PENDING)), new Pending.TurnOver(turn), 0);
        }
        r.problem(node, FORMS);
        return null;
    }

    /**
     * A deed's auction half-way ({@code {deed: Boardwalk, opener: Ben, bidders: [Ann, Ben], passed: [Ben], high: 60,
     * bidder: Ann}}): who takes part, who has passed on the highest bid, and that bid; the auctioneer asks in seat
     * order from the opener (default: the player whose turn it is).
     */
    private Pending auction(Node node, int turn) {
        Map<String, Node> a = r.map(node, "auction", AUCTION_KEYS);
        Node deedNode = r.required(node, a, "deed", "auction");
        Node biddersNode = r.required(node, a, "bidders", "auction");
        if (deedNode == null || biddersNode == null) {
            return null;
        }
        int deed = names.deed(deedNode, "deed");
        int opener = a.containsKey("opener") ? names.player(a.get("opener"), "opener", false) : turn;
        Integer bidders = seats(biddersNode, "bidders");
        Integer passed = a.containsKey("passed") ? seats(a.get("passed"), "passed") : Integer.valueOf(0);
        int bidder = a.containsKey("bidder") ? names.player(a.get("bidder"), "bidder", false) : -1;
        Integer high = a.containsKey("high") ? r.integer(a.get("high"), "high") : Integer.valueOf(0);
        if (deed < 0 || opener < 0 || bidders == null || passed == null || high == null || a.containsKey("bidder") && bidder < 0) {
            return null;
        }
        if (bidder >= 0 != high > 0) {
            r.problem(node, Phrase.of("problem", "pending.auction-high"));
            return null;
        }
        return new Pending.Auction(deed, opener, bidders, passed, high, bidder);
    }

    /** Players by name as a set of seats (bit i for seat i), or null after reporting. */
    private Integer seats(Node node, String what) {
        int set = 0;
        for (Node n : r.list(node, what)) {
            int seat = names.player(n, what, false);
            if (seat < 0) {
                return null;
            }
            set |= 1 << seat;
        }
        return set;
    }
}
