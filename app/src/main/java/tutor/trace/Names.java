package tutor.trace;

import java.util.Map;

/**
 * What the ids in a ruling stand for at one table: the players' names, and the board's names for
 * its deeds, spaces, decks and cards in a language, its money sign, and the edition's own words
 * (a boutique for a house). The engine's table provides them; a renderer asks.
 */
public interface Names {

    String player(int seat);

    String deed(int id, String language);

    String space(int index, String language);

    String deck(int index, String language);

    String card(int deck, int card, String language);

    String group(int id, String language);

    /**
     * What a card's text in another language may name instead of writing it out, so that it reads
     * right at every table: {@code amount}, {@code house}, {@code hotel} and {@code salary} as money
     * in the table's currency, {@code to} as the destination's name on the table's board,
     * {@code multiplier} as a count, {@code group} as the group's name.
     */
    default Map<String, Arg> cardArgs(int deck, int card) {
        return Map.of();
    }

    /**
     * What kind of square a deed is, by {@code SpaceKind} name in lower case: {@code street}, {@code railroad},
     * {@code utility}; a language whose word for a deed fits only a street (Russian «участок») words the others its own way.
     */
    default String deedKind(int id) {
        return "street";
    }

    /** The money sign the edition counts in ("$", "€"). */
    String currency();

    /** The edition's own words in a language, by term key ({@code house -> boutique}); empty for the usual ones. */
    Map<String, String> terms(String language);

    /** No table: ids are shown as they are. */
    Names NONE = new Names() {
        public String player(int seat) { return "player " + seat; }
        public String deed(int id, String language) { return "deed " + id; }
        public String space(int index, String language) { return "space " + index; }
        public String deck(int index, String language) { return "deck " + index; }
        public String card(int deck, int card, String language) { return "card " + card; }
        public String group(int id, String language) { return "group " + id; }
        public String currency() { return "$"; }
        public Map<String, String> terms(String language) { return Map.of(); }
    };
}
