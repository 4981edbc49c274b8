package tutor.scenario;

import java.util.List;
import org.yaml.snakeyaml.nodes.Node;
import tutor.text.Phrase;
import tutor.rules.edition.Board;
import tutor.rules.edition.Space;
import tutor.rules.state.Table;

/** Resolves the names a scenario uses (players, spaces, deeds) and reports unknown ones with a suggestion. */
final class Names {

    private final NodeReader r;
    private final Table table;

    Names(NodeReader r, Table table) {
        this.r = r;
        this.table = table;
    }

    Table table() {
        return table;
    }

    /** A seat by player name, or -2 after reporting; "Bank" ({@link tutor.rules.state.Estates#BANK}) is allowed where {@code bankOk}. */
    int player(Node node, String what, boolean bankOk) {
        return player(node, NodeReader.key(what), bankOk);
    }

    int player(Node node, Phrase what, boolean bankOk) {
        String name = r.text(node, what);
        if (name == null) {
            return -2;
        }
        if (bankOk && name.equalsIgnoreCase("Bank")) {
            return tutor.rules.state.Estates.BANK;
        }
        int seat = table.seats().indexOf(name);
        if (seat < 0) {
            r.problem(node, Phrase.of("problem", "player.unknown", name, Suggest.didYouMean(name, table.seats())));
            return -2;
        }
        return seat;
    }

    /** A space by name or index 0..39, or -1 after reporting. */
    int space(Node node, String what) {
        return space(node, NodeReader.key(what));
    }

    int space(Node node, Phrase what) {
        Board b = table.board();
        if (node instanceof org.yaml.snakeyaml.nodes.ScalarNode s && s.getTag() == org.yaml.snakeyaml.nodes.Tag.INT) {
            Integer i = r.integer(node, what);
            if (i == null || i < 0 || i >= b.size()) {
                r.problem(node, Phrase.of("problem", "space.range", what, b.size() - 1));
                return -1;
            }
            return i;
        }
        String name = r.text(node, what);
        if (name == null) {
            return -1;
        }
        List<Integer> same = b.spaces().stream().filter(sp -> sp.name().equalsIgnoreCase(name)).map(Space::index).toList();
        if (same.size() > 1) {
            r.problem(node, Phrase.of("problem", "space.ambiguous", name, same.size(), same.toString()));
            return -1;
        }
        return b.spaceNamed(name).map(Space::index).orElseGet(() -> {
            r.problem(node, Phrase.of("problem", "space.unknown", name, Phrase.by(lang -> EditionNames.of(b, Lang.content(lang))),
                    Suggest.didYouMean(name, b.spaces().stream().map(Space::name).distinct().toList())));
            return -1;
        });
    }

    /** A deed by name, or -1 after reporting. */
    int deed(Node node, String what) {
        return deed(node, NodeReader.key(what));
    }

    int deed(Node node, Phrase what) {
        Board b = table.board();
        String name = r.text(node, what);
        if (name == null) {
            return -1;
        }
        List<String> deeds = b.deeds().stream().map(d -> d.name()).toList();
        var space = b.spaceNamed(name);
        if (space.isEmpty() || space.get().deed() < 0) {
            r.problem(node, Phrase.of("problem", "deed.unknown", name, Suggest.didYouMean(name, deeds)));
            return -1;
        }
        return space.get().deed();
    }
}
