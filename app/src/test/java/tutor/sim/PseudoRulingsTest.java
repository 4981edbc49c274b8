package tutor.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.state.GameState;
import tutor.rules.state.Outcome;
import tutor.rules.state.Table;
import tutor.rules.Referee;
import tutor.rules.edition.RuleKey;
import tutor.trace.Arg;
import tutor.trace.Names;
import tutor.trace.RuleEntry;
import tutor.trace.Rulebook;
import tutor.trace.TextTraceRenderer;
import tutor.trace.WordedStep;
import tutor.trace.Words;

/**
 * Rulings in a made-up language: every English template, rule title and rule text, and every word of
 * an edition, accented ("Ann pàyš Bén $100"), then seeded bot games across every edition and house
 * rule worded in it. Whatever English is left in a ruling, once the names of the table (players,
 * spaces, deeds, cards) and the citations are taken out, was put together in code instead of coming
 * from the rulebook, and would stay English in French and Russian.
 */
class PseudoRulingsTest {

    private static final String PLAIN = "aceinosuyACEINOSUY";
    private static final String ACCENTED = "àçéîñöšûýÀÇÉÎÑÖŠÛÝ";
    /** An English word: two letters or more, plain ASCII, with a letter the pseudo-language would have accented. */
    private static final Pattern ENGLISH = Pattern.compile("\\b[A-Za-z]*[aceinosuyACEINOSUY][A-Za-z]*\\b");
    private static final int GAMES = 60;

    @Test
    void noRulingOfAnyEditionHasEnglishPutTogetherInCode() {
        Rulebook english = Bundle.get().rulebook("en");
        Rulebook pseudo = pseudo(english);
        TextTraceRenderer renderer = new TextTraceRenderer(pseudo);
        GameRunner runner = new GameRunner();
        Map<String, String> found = new LinkedHashMap<>();
        Set<String> rulesets = new TreeSet<>();
        int[] rulings = {0};
        for (int game = 0; game < GAMES; game++) {
            GameState start = GameMix.start(game);
            Table table = start.table();
            rulesets.add(GameMix.ruleset(game));
            Names names = new PseudoNames(table);
            List<String> data = data(table, names, pseudo.words());
            runner.play(start, GameMix.bot(game), 60, true, o -> {
                rulings[0]++;
                String move = pseudo.words().format(Referee.describe(o.before(), o.move()), names);
                check("move", move, data, List.of(), found);
                for (WordedStep step : WordedStep.of(o.trace().with(names), pseudo.words())) {
                    walk(step, data, found);
                }
                check("rendered", renderer.render(o.trace().with(names)), data, citations(o), found);
            });
        }
        assertThat(rulings[0]).as("rulings worded").isGreaterThan(GAMES * 100);
        assertThat(rulesets).contains("classic", "junior", "seminary", "boutique", "ru-classic", "fr-classic", "us-video");
        assertThat(found).as("English left in rulings (where: text)").isEmpty();
    }

    private static void walk(WordedStep s, List<String> data, Map<String, String> found) {
        String where = s.ruleId();
        check(where + " title", PseudoTitle.of(s), data, List.of(), found);
        check(where + " text", s.text(), data, List.of(), found);
        s.inputs().forEach((k, v) -> {
            check(where + " input", k, data, List.of(), found);
            check(where + " input value", v, data, List.of(), found);
        });
        check(where + " arithmetic", s.arithmetic(), data, List.of(), found);
        check(where + " result", s.result(), data, List.of(), found);
        for (String e : s.effects()) {
            check(where + " effect", e, data, List.of(), found);
        }
        for (WordedStep c : s.children()) {
            walk(c, data, found);
        }
    }

    /** The citations and rule ids a rendered ruling prints as they are (data, not words). */
    private static List<String> citations(Outcome o) {
        List<String> out = new ArrayList<>();
        o.trace().flatten().forEach(t -> {
            out.add(t.source());
            out.add("[" + t.ruleId() + "]");
            out.add("(" + t.ruleset() + ")");
        });
        return out;
    }

    private static void check(String where, String text, List<String> data, List<String> more, Map<String, String> found) {
        String rest = text;
        for (String d : more) {
            if (!d.isEmpty()) {
                rest = rest.replace(d, " ");
            }
        }
        for (String d : data) {
            rest = rest.replace(d, " ");
        }
        Matcher m = ENGLISH.matcher(rest);
        while (m.find()) {
            if (m.group().length() >= 2) {
                found.putIfAbsent(where + ": " + m.group(), text);
            }
        }
    }

    /**
     * What a ruling may show as it is: the names of the players, spaces, deeds, groups, decks and
     * cards (as the board and the cards print them), the currency; longest first, so a name is
     * taken out whole before a shorter one inside it.
     */
    private static List<String> data(Table t, Names names, Words words) {
        Set<String> d = new LinkedHashSet<>(t.seats());
        for (int i = 0; i < t.board().size(); i++) {
            d.add(names.space(i, "en"));
        }
        for (int i = 0; i < t.board().deeds().size(); i++) {
            d.add(names.deed(i, "en"));
        }
        for (int i = 0; i < t.board().groups().size(); i++) {
            d.add(names.group(i, "en"));
        }
        for (int k = 0; k < t.cards().decks().size(); k++) {
            d.add(String.valueOf(words.value(Arg.deck(k), names)));
            for (int c = 0; c < t.cards().decks().get(k).cards().size(); c++) {
                d.add(String.valueOf(words.value(Arg.card(k, c), names)));
            }
        }
        for (int k = 0; k < t.cards().decks().size(); k++) {
            t.cards().decks().get(k).cards().forEach(c -> d.add(c.id()));
        }
        // Citations name a ruleset and the key it sets ("classic: buy-after-first-lap = no"): ids, not words.
        d.addAll(Bundle.get().rulesets().keySet());
        d.addAll(Bundle.get().houseRules().keySet());
        // An edition is named as the window names it, from the editions texts (French and Russian have their own:
        // TextsTest); the made-up language has none, so those names are English here, and are not put together in code.
        tutor.text.Texts editions = tutor.text.Texts.of("editions", "en");
        Bundle.get().rulesets().keySet().forEach(id -> d.add(editions.get("ruleset." + id)));
        Bundle.get().houseRules().keySet().forEach(id -> d.add(editions.get("houserule." + id)));
        RuleKey.ALL.forEach(k -> d.add(k.name()));
        Bundle.get().rulebook("en").sources().keySet().forEach(d::add);
        d.add(t.rules().id());
        d.add(t.rules().title());
        d.addAll(localeWords());
        List<String> out = new ArrayList<>(d);
        out.sort(Comparator.comparingInt(String::length).reversed());
        return out;
    }

    /**
     * Words ICU's own locale data writes for English, as it writes money: numbers spelled out by a
     * template's {@code spellout} ("third", "three") and the word a list of sections is joined with
     * ("and"). They are the language's formatting, kept in one place, not English put together in code.
     */
    private static List<String> localeWords() {
        List<String> out = new ArrayList<>();
        com.ibm.icu.text.RuleBasedNumberFormat spell = new com.ibm.icu.text.RuleBasedNumberFormat(
                com.ibm.icu.util.ULocale.ENGLISH, com.ibm.icu.text.RuleBasedNumberFormat.SPELLOUT);
        for (int n = 0; n <= 20; n++) {
            out.add(spell.format(n));
            out.add(spell.format(n, "%spellout-ordinal"));
        }
        // "a and b" / "a, b, and c": the joining words, between two and three placeholders.
        String two = com.ibm.icu.text.ListFormatter.getInstance(com.ibm.icu.util.ULocale.ENGLISH).format("\u0001", "\u0002");
        out.add(two.substring(two.indexOf('\u0001') + 1, two.indexOf('\u0002')));
        return out;
    }

    /** The rule title a step shows, as the pseudo rulebook words it. */
    private static final class PseudoTitle {
        static String of(WordedStep s) {
            return PSEUDO_BOOK.title(s.ruleId());
        }
    }

    private static final Rulebook PSEUDO_BOOK = pseudo(Bundle.get().rulebook("en"));

    /** The English rulebook with every word accented, sources' titles included; formats (money) left as they are. */
    static Rulebook pseudo(Rulebook en) {
        Map<String, String> templates = new HashMap<>();
        en.words().templates().forEach((k, v) -> templates.put(k, k.startsWith("format.") ? v : accent(v)));
        Map<String, String> terms = new HashMap<>();
        en.words().terms().forEach((k, v) -> terms.put(k, accent(v)));
        Map<String, RuleEntry> rules = new LinkedHashMap<>();
        en.rules().forEach((k, r) -> rules.put(k, new RuleEntry(r.id(), accent(r.title()), accent(r.text()), r.citations())));
        Map<String, String> sections = new HashMap<>();
        sections().forEach(section -> sections.put(section, accent(section)));
        // A source is cited by its title now (a learner never sees its id), so the titles are words too.
        Map<String, tutor.trace.RuleSource> sources = new LinkedHashMap<>();
        en.sources().forEach((k, src) -> sources.put(k, new tutor.trace.RuleSource(src.id(), accent(src.title()), src.note())));
        return new Rulebook("en", sources, rules, new Words("en", templates, terms).withSections(sections));
    }

    static Set<String> sections() {
        return Bundle.get().citedSections();
    }

    /**
     * Accents the letters of an ICU template's own words: text at brace depth 0, 2, 4... (the message
     * and its plural or select forms), never an argument's name or its keywords (depth 1, 3...).
     */
    static String accent(String template) {
        StringBuilder b = new StringBuilder();
        int depth = 0;
        boolean quoted = false;
        for (int i = 0; i < template.length(); i++) {
            char c = template.charAt(i);
            if (c == '\'') {
                // ICU's apostrophe: '' is one apostrophe; a lone one quotes only before a brace, # or |.
                if (i + 1 < template.length() && template.charAt(i + 1) == '\'') {
                    b.append("''");
                    i++;
                    continue;
                }
                if (quoted) {
                    quoted = false;
                } else if (i + 1 < template.length() && "{}#|".indexOf(template.charAt(i + 1)) >= 0) {
                    quoted = true;
                }
            } else if (!quoted && c == '{') {
                depth++;
            } else if (!quoted && c == '}') {
                depth--;
            } else if (depth % 2 == 0) {
                int k = PLAIN.indexOf(c);
                if (k >= 0) {
                    c = ACCENTED.charAt(k);
                }
            }
            b.append(c);
        }
        return b.toString();
    }

    /** The table's names as data, and the edition's words (house, amusement, the pot) accented like the rulebook's. */
    private static final class PseudoNames implements Names {
        private final Table table;

        PseudoNames(Table table) {
            this.table = table;
        }

        @Override public String player(int seat) { return table.player(seat); }
        @Override public String deed(int id, String language) { return table.deed(id, language); }
        @Override public String space(int index, String language) { return table.space(index, language); }
        @Override public String deck(int index, String language) { return table.deck(index, language); }
        @Override public String card(int deck, int card, String language) { return table.card(deck, card, language); }
        @Override public String group(int id, String language) { return table.group(id, language); }
        @Override public Map<String, Arg> cardArgs(int deck, int card) { return table.cardArgs(deck, card); }
        @Override public String currency() { return table.currency(); }

        @Override
        public Map<String, String> terms(String language) {
            Map<String, String> out = new HashMap<>();
            table.terms(language).forEach((k, v) -> out.put(k, accent(v)));
            return out;
        }
    }
}
