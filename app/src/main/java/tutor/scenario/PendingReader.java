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
final class PendingReader {

    static final List<String> KEYS = List.of("buy", "arrived", "tax-choice", "debt");
    private static final Phrase FORMS = Phrase.of("problem", "pending.forms");

    private final NodeReader r;
    private final Names names;

    PendingReader(NodeReader r, Names names) {
        this.r = r;
        this.names = names;
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
}
