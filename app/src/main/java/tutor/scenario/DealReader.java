package tutor.scenario;

import tutor.text.Phrase;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import tutor.rules.state.GameState;
import tutor.rules.position.PositionPart;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleSet;
import tutor.rules.Setup;

/**
 * Reads the deeds dealt at the start of a short game (the Short Game, the Time Limit Game, the
 * French fast and timed games, the seminary's chosen pairs): {@code deal: shuffled} deals from
 * the game's seed as the ruleset says; a mapping names each player's share. Either way each
 * player gets the ruleset's number, paid for at the printed price where the ruleset says so.
 */
final class DealReader extends PartReader {

    private final Map<PositionPart, Node> where;

    DealReader(NodeReader r, Names names, Map<PositionPart, Node> where) {
        super(r, names);
        this.where = where;
    }

    /** The position after the deal; unchanged (after reporting) when the deal cannot be read. */
    GameState deal(Node node, GameState s, Map<Integer, String> holder) {
        RuleSet rules = s.rules();
        if (rules.dealDeeds() == 0) {
            cite(node, Phrase.of("problem", "deal.none", rules.id()));
            return s;
        }
        if (node instanceof ScalarNode sc && sc.getValue().equals("shuffled")) {
            if (!holder.isEmpty()) {
                cite(node, Phrase.of("problem", "deal.shuffled-held"));
                return s;
            }
            return Setup.deal(s);
        }
        if (node instanceof ScalarNode) {
            r.problem(node, Phrase.of("problem", "deal.form"));
            return s;
        }
        int players = s.players().size();
        int[] counts = Setup.dealCounts(rules, players, s.board().deeds().size());
        List<List<Integer>> perSeat = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            perSeat.add(new ArrayList<>());
        }
        Map<Integer, String> dealt = new HashMap<>();
        boolean[] named = new boolean[players];
        for (Map.Entry<ScalarNode, Node> e : r.freeMap(node, "deal").entrySet()) {
            int seat = names.player(e.getKey(), NodeReader.what("player"), false);
            if (seat < 0) {
                continue;
            }
            named[seat] = true;
            String name = s.table().name(seat);
            List<Node> items = r.list(e.getValue(), NodeReader.what("deal-of", name));
            for (Node item : items) {
                int deed = names.deed(item, NodeReader.what("deed"));
                if (deed < 0) {
                    continue;
                }
                String other = holder.containsKey(deed) ? holder.get(deed) : dealt.get(deed);
                if (other != null) {
                    r.broken(item, RuleIds.POSITION_ONE_OWNER, Phrase.of("problem", (holder.containsKey(deed) ? "deal.listed-under" : "deal.dealt-to")
                            + (other.equals(name) ? "-already" : "-as-well"), s.board().deed(deed).name(), other));
                    continue;
                }
                dealt.put(deed, name);
                where.put(new PositionPart.Lot(deed), item);
                perSeat.get(seat).add(deed);
            }
            if (items.size() != counts[seat]) {
                cite(e.getValue(), Phrase.of("problem", "deal.count", name, items.size(), share(rules, counts[seat])));
            }
        }
        for (int seat = 0; seat < players; seat++) {
            if (!named[seat] && counts[seat] > 0) {
                cite(node, Phrase.of("problem", "deal.nothing", s.table().name(seat), share(rules, counts[seat])));
            }
        }
        return Setup.deal(s, perSeat);
    }

    /** What the ruleset deals each player: "under fr-fast each player is dealt 2, paid at the printed price". */
    private static Phrase share(RuleSet rules, int count) {
        String how = (rules.dealtDeedsChosen() ? "chosen" : "dealt") + (rules.dealtDeedsPaid() ? "-paid" : "-free");
        Phrase each = Phrase.of("problem", "deal.share." + how, rules.id(), rules.dealDeeds());
        return count == rules.dealDeeds() ? each : Phrase.of("problem", "deal.share.while-they-last", each, count);
    }

    private void cite(Node at, Phrase message) {
        r.broken(at, RuleIds.SETUP_DEAL, message);
    }
}
