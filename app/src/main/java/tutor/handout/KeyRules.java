package tutor.handout;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import tutor.rules.edition.Clause;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.trace.Citation;
import tutor.trace.RuleEntry;
import tutor.trace.Rulebook;

/**
 * What a handout prints for a key rule under the lesson's edition. The catalogue words each rule for
 * the classic game and cites every edition; a lesson taught under another game (Monopoly Junior)
 * prints that game's own ruling and only its citations, so a child reading the Junior handout meets
 * fees and amusements, not Title Deeds, streets and houses.
 *
 * <p>An edition's own citations are those of the sources its ruleset cites for the values it sets
 * itself (not those it inherits): a source it cites under one part only (the Russian-language text's
 * "Monopoly for Kids") counts under that part; a source it cites under several counts whole.
 *
 * <p>Pupils read the rules of the game they play: a citation is left off when its source is another
 * edition's rulebook (the one a ruleset mostly cites for what it changes: the seminary group's house
 * rules, the 2021 guide, the French and Russian texts) or a house rule, unless the lesson plays that
 * edition or house rule itself or compares it side by side (the dispute desk). The classic rulebook, the
 * cards, and the tutor's own readings where the texts are silent always stay.
 */
final class KeyRules {

    /** A rule as printed: its title, its words (empty when the title is the whole rule), and where it comes from. */
    record Printed(String title, String text, List<String> citations) { }

    /**
     * Editions that are other games, with a board and money of their own: their rulings are left off the
     * handouts of the classic game (a $2 salary beside the $200 one would only confuse).
     */
    static final List<String> OTHER_GAMES = List.of("junior");

    private final Rulebook rulebook;
    /** Source id to the part of it the edition cites, or "" for the whole source; empty for the classic game. */
    private final Map<String, String> own;
    /** The same for the other games, whose citations this handout leaves off. */
    private final Map<String, String> foreign = new LinkedHashMap<>();
    /** Rulebooks of the editions and house rules this lesson neither plays nor compares. */
    private final Set<String> otherEditions;

    /**
     * @param otherGames the ruleset of each of {@link #OTHER_GAMES} that is not the lesson's own
     * @param classic    the classic game, whose clauses the other editions inherit
     * @param otherEditions rulebooks of editions and house rules the lesson neither plays nor compares
     *                      ({@link #otherEditions})
     */
    KeyRules(Rulebook rulebook, RuleSet rules, String edition, List<RuleSet> otherGames, RuleSet classic,
             Set<String> otherEditions) {
        this.rulebook = rulebook;
        this.otherEditions = Set.copyOf(otherEditions);
        this.own = edition.split("\\+")[0].equals("classic") ? Map.of() : ownSources(rules, classic);
        otherGames.forEach(g -> foreign.putAll(ownSources(g, classic)));
    }

    /**
     * The sources an edition cites for values it sets itself. An inherited clause carries the heir's
     * id too (it applies under the heir), so it is told apart by being the classic game's own clause.
     */
    private static Map<String, String> ownSources(RuleSet rules, RuleSet classic) {
        Map<String, Set<String>> parts = new LinkedHashMap<>();
        for (Map.Entry<RuleKey<?>, Clause<?>> e : rules.clauses().entrySet()) {
            Clause<?> c = e.getValue();
            Clause<?> base = classic.clauses().get(e.getKey());
            boolean inherited = base != null && Objects.equals(base.source(), c.source())
                    && Objects.equals(base.section(), c.section());
            if (!inherited && rules.id().equals(c.rulesetId()) && c.source() != null && !c.source().isEmpty()) {
                parts.computeIfAbsent(c.source(), k -> new LinkedHashSet<>()).add(part(c.section()));
            }
        }
        Map<String, String> out = new LinkedHashMap<>();
        parts.forEach((source, p) -> out.put(source, p.size() == 1 ? p.iterator().next() : ""));
        return out;
    }

    /**
     * The rulebooks of the editions and house rules a lesson neither plays nor compares.
     *
     * @param played     the lesson's edition and every edition its plays compare ({@code classic+free-parking-pot})
     * @param rulesets   every ruleset of the catalogue
     * @param houseRules every house rule: its id and the source it cites
     */
    static Set<String> otherEditions(java.util.Collection<String> played, java.util.Collection<RuleSet> rulesets,
                                     Map<String, String> houseRules, RuleSet classic) {
        Set<String> kept = new LinkedHashSet<>();
        Set<String> playedBases = new LinkedHashSet<>();
        for (String spec : played) {
            String[] parts = spec.split("\\+");
            playedBases.add(parts[0]);
            for (int i = 1; i < parts.length; i++) {
                String source = houseRules.get(parts[i]);
                if (source != null) {
                    kept.add(source);
                }
            }
        }
        Set<String> others = new LinkedHashSet<>(houseRules.values());
        String classicMain = mainSource(classic, classic, null);
        kept.add(classicMain);
        for (RuleSet r : rulesets) {
            String main = mainSource(r, classic, classicMain);
            if (main == null) {
                continue;
            }
            if (playedBases.contains(r.id())) {
                kept.add(main);
            } else {
                others.add(main);
            }
        }
        others.removeAll(kept);
        return others;
    }

    /**
     * The rulebook an edition mostly cites for what it sets itself (all its values for the classic game):
     * the source of the most clauses, "tutor" never counting (its readings belong to no edition), nor the
     * classic rulebook for another edition (a later printing of it, or the 2021 guide's keeping its text).
     */
    private static String mainSource(RuleSet rules, RuleSet classic, String classicMain) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Map.Entry<RuleKey<?>, Clause<?>> e : rules.clauses().entrySet()) {
            Clause<?> c = e.getValue();
            Clause<?> base = classic.clauses().get(e.getKey());
            boolean inherited = rules != classic && base != null && Objects.equals(base.source(), c.source())
                    && Objects.equals(base.section(), c.section());
            if (!inherited && c.source() != null && !c.source().isEmpty() && !"tutor".equals(c.source())
                    && !c.source().equals(classicMain)) {
                counts.merge(c.source(), 1, Integer::sum);
            }
        }
        return counts.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse(null);
    }

    /** The part of a section a citation names: what comes before its first comma or colon. */
    private static String part(String section) {
        String s = section == null ? "" : section;
        int cut = s.length();
        for (char c : new char[] {',', ':'}) {
            int i = s.indexOf(c);
            if (i >= 0 && i < cut) {
                cut = i;
            }
        }
        return s.substring(0, cut).strip();
    }

    private boolean ofEdition(Citation c) {
        return in(own, c);
    }

    private static boolean in(Map<String, String> scope, Citation c) {
        String p = scope.get(c.source());
        return p != null && (p.isEmpty() || c.section() != null && c.section().startsWith(p));
    }

    /** The rule as this handout prints it, each citation joined as the handout's language joins a source and its section. */
    Printed print(RuleEntry e, tutor.text.Texts words) {
        List<Citation> cited = e.citations().stream().filter(c -> !in(foreign, c) && !otherEditions.contains(c.source())).toList();
        String text = e.text();
        String title = e.title();
        List<Citation> edition = cited.stream().filter(this::ofEdition).toList();
        // A rule only this edition cites is worded for it already; a shared rule is worded for the classic game.
        boolean shared = edition.size() < cited.size();
        if (!edition.isEmpty() && shared) {
            cited = edition;
            // The edition's own ruling is the rule for this game: printed as the rule itself, without the
            // catalogue's title and words, which describe the classic game (streets, Title Deeds, houses).
            String ruling = edition.stream().map(Citation::ruling).filter(r -> r != null && !r.isBlank()).findFirst().orElse(null);
            if (ruling != null) {
                title = ruling;
                text = "";
            }
        }
        List<String> lines = new ArrayList<>();
        for (Citation c : cited) {
            String source = rulebook.source(c.source()).map(s -> s.title()).orElse(c.source());
            boolean sayRuling = c.ruling() != null && !c.ruling().isBlank() && !c.ruling().equals(text) && !c.ruling().equals(title);
            tutor.text.Lists.Sections sec = tutor.text.Lists.sections(c.section(), words.language());
            lines.add(sayRuling ? words.get("cite.ruling", source, sec.text(), c.ruling(), c.source(), sec.several())
                    : words.get("cite", source, sec.text(), c.source(), sec.several()));
        }
        return new Printed(title, text, lines);
    }
}
