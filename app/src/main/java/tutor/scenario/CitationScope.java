package tutor.scenario;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import tutor.data.Bundle;
import tutor.rules.edition.Clause;
import tutor.rules.edition.HouseRule;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.trace.Citation;
import tutor.trace.RuleEntry;
import tutor.trace.Trace;
import tutor.trace.TraceStep;

/**
 * Which of a rule's citations a ruling under an edition lists, wherever one is shown: the ruling pane, the
 * exports, the handouts' key rules, the All moves list. The catalogue words each rule for the classic game and
 * cites every edition; a ruling under Classic does not quote Monopoly Junior's "throw one die", and a ruling under
 * Junior prints that game's own ruling and only its citations, not the classic long-form text.
 *
 * <p>An edition's own citations are those of the sources its ruleset cites for the values it sets itself (not
 * those it inherits): a source it cites under one part only (the Russian-language text's "Monopoly for Kids")
 * counts under that part; a source it cites under several counts whole.
 *
 * <p>A citation is left off when its source is another game's ({@link #OTHER_GAMES}), or another edition's
 * rulebook (the one a ruleset mostly cites for what it changes: the seminary group's house rules, the 2021
 * guide, the French and Russian texts) or a house rule, unless the ruling plays that edition or house rule or
 * compares it side by side. The classic rulebook, the cards, and the tutor's own readings always stay.
 */
public final class CitationScope {

    /** A rule as a ruling under this scope prints it: its title, its words (empty when the title is the whole rule), its citations. */
    public record Scoped(String title, String text, List<Citation> citations) { }

    /**
     * Editions that are other games, with a board and money of their own: their rulings are left off the
     * rulings of the classic game (a $2 salary beside the $200 one would only confuse).
     */
    public static final List<String> OTHER_GAMES = List.of("junior");

    private static final Map<List<String>, CitationScope> SHIPPED = new ConcurrentHashMap<>();

    /**
     * Source id to the part of it the edition cites, as each catalogue language words that part (a Russian
     * catalogue cites "Monopoly for Kids" as «Монополия для детей»), or no part for the whole source; empty for
     * the classic game.
     */
    private final Map<String, Set<String>> own;
    /** The same for the other games, whose citations are left off. */
    private final Map<String, Set<String>> foreign = new LinkedHashMap<>();
    /** Rulebooks of the editions and house rules the ruling neither plays nor compares. */
    private final Set<String> otherEditions;

    /**
     * @param rules         the ruleset played
     * @param edition       its spec ({@code classic+free-parking-pot})
     * @param otherGames    the ruleset of each of {@link #OTHER_GAMES} that is not the one played
     * @param classic       the classic game, whose clauses the other editions inherit
     * @param otherEditions rulebooks of editions and house rules neither played nor compared ({@link #otherEditions(Collection, Collection, Map, RuleSet)})
     */
    public CitationScope(RuleSet rules, String edition, List<RuleSet> otherGames, RuleSet classic, Set<String> otherEditions) {
        this.otherEditions = Set.copyOf(otherEditions);
        this.own = edition.split("\\+")[0].equals("classic") ? Map.of() : ownSources(rules, classic);
        otherGames.forEach(g -> foreign.putAll(ownSources(g, classic)));
    }

    /**
     * The scope of a ruling under the shipped editions: the first spec is the one played, the others those it is
     * compared with. A spec the bundle does not know (a scenario's own ruleset) is read as the classic game.
     */
    public static CitationScope of(List<String> played) {
        return SHIPPED.computeIfAbsent(List.copyOf(played), CitationScope::shipped);
    }

    /** The scope of a ruling under one shipped edition or edition with house rules ({@code classic+go-400}). */
    public static CitationScope of(String spec) {
        return of(List.of(spec));
    }

    /**
     * The scope of a ruling known only by its trace: the edition its steps were applied under, with the house rules
     * that decided a step (a house rule's clause names the house rule alone).
     */
    public static CitationScope of(Trace trace) {
        Bundle b = Bundle.get();
        String base = null;
        Set<String> houseRules = new LinkedHashSet<>();
        List<TraceStep> todo = new ArrayList<>(trace.steps());
        for (int i = 0; i < todo.size(); i++) {
            TraceStep s = todo.get(i);
            todo.addAll(s.children());
            for (String part : s.ruleset().split("\\+")) {
                if (b.rulesets().containsKey(part)) {
                    base = base == null ? part : base;
                } else if (b.houseRules().containsKey(part)) {
                    houseRules.add(part);
                }
            }
        }
        StringBuilder spec = new StringBuilder(base == null ? "classic" : base);
        houseRules.forEach(h -> spec.append('+').append(h));
        return of(spec.toString());
    }

    private static CitationScope shipped(List<String> played) {
        Bundle b = Bundle.get();
        List<String> known = played.stream().map(s -> b.rulesets().containsKey(s.split("\\+")[0]) ? s : "classic").toList();
        String edition = known.get(0);
        String base = edition.split("\\+")[0];
        RuleSet rules;
        try {
            rules = b.ruleset(edition);
        } catch (IllegalArgumentException unknownHouseRule) {
            rules = b.ruleset(base);
        }
        List<RuleSet> others = OTHER_GAMES.stream().filter(g -> !g.equals(base)).map(b::ruleset).toList();
        RuleSet classic = b.ruleset("classic");
        Map<String, String> houseRules = new LinkedHashMap<>();
        for (HouseRule h : b.houseRules().values()) {
            houseRules.put(h.id(), h.source());
        }
        return new CitationScope(rules, edition, others, classic, otherEditions(known, b.rulesets().values(), houseRules, classic));
    }

    /**
     * The sources an edition cites for values it sets itself. An inherited clause carries the heir's
     * id too (it applies under the heir), so it is told apart by being the classic game's own clause.
     */
    private static Map<String, Set<String>> ownSources(RuleSet rules, RuleSet classic) {
        Map<String, Map<String, String>> parts = new LinkedHashMap<>(); // source -> part -> a whole section naming it
        for (Map.Entry<RuleKey<?>, Clause<?>> e : rules.clauses().entrySet()) {
            Clause<?> c = e.getValue();
            Clause<?> base = classic.clauses().get(e.getKey());
            boolean inherited = base != null && Objects.equals(base.source(), c.source())
                    && Objects.equals(base.section(), c.section());
            if (!inherited && rules.id().equals(c.rulesetId()) && c.source() != null && !c.source().isEmpty()) {
                parts.computeIfAbsent(c.source(), k -> new LinkedHashMap<>()).putIfAbsent(part(c.section()), c.section());
            }
        }
        Map<String, Set<String>> out = new LinkedHashMap<>();
        parts.forEach((source, p) -> out.put(source, p.size() == 1 ? wordings(p.values().iterator().next()) : Set.of()));
        return out;
    }

    /**
     * A ruleset's section (English) and its part as every catalogue language words it: the catalogue cites
     * sections in its own language, through the same translations the rulings print (rulebook/LANG-sections.yaml).
     */
    private static Set<String> wordings(String section) {
        Set<String> out = new LinkedHashSet<>();
        out.add(part(section));
        for (String lang : Bundle.LANGUAGES) {
            String worded = Bundle.get().words(lang).sections().get(section);
            if (worded != null) {
                out.add(part(worded));
            }
        }
        return out;
    }

    /**
     * The rulebooks of the editions and house rules a ruling neither plays nor compares.
     *
     * @param played     the edition played and every edition compared with it ({@code classic+free-parking-pot})
     * @param rulesets   every ruleset of the catalogue
     * @param houseRules every house rule: its id and the source it cites
     */
    public static Set<String> otherEditions(Collection<String> played, Collection<RuleSet> rulesets,
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

    private static boolean in(Map<String, Set<String>> scope, Citation c) {
        Set<String> parts = scope.get(c.source());
        return parts != null && (parts.isEmpty() || c.section() != null && parts.stream().anyMatch(c.section()::startsWith));
    }

    /** The rule's citations a ruling under this scope lists. */
    public List<Citation> citations(RuleEntry e) {
        return scoped(e).citations();
    }

    /**
     * The rule as a ruling under this scope prints it. A rule only this edition cites is worded for it already;
     * a shared rule is worded for the classic game, so under another edition that cites it the edition's own
     * ruling is the rule, printed without the catalogue's title and words (streets, Title Deeds, houses).
     */
    public Scoped scoped(RuleEntry e) {
        List<Citation> cited = e.citations().stream().filter(c -> !in(foreign, c) && !otherEditions.contains(c.source())).toList();
        String text = e.text();
        String title = e.title();
        List<Citation> edition = cited.stream().filter(c -> in(own, c)).toList();
        if (!edition.isEmpty() && edition.size() < cited.size()) {
            cited = edition;
            String ruling = edition.stream().map(Citation::ruling).filter(r -> r != null && !r.isBlank()).findFirst().orElse(null);
            if (ruling != null) {
                title = ruling;
                text = "";
            }
        }
        return new Scoped(title, text, cited);
    }
}
