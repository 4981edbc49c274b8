package tutor.lesson;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import tutor.analysis.CardRent;
import tutor.analysis.JailStrategy;
import tutor.analysis.LandingChain;
import tutor.analysis.MortgageCost;
import tutor.analysis.NetWorth;
import tutor.analysis.Odds;
import tutor.analysis.ReturnRow;
import tutor.analysis.Returns;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.Table;
import tutor.scenario.Scenario;
import tutor.sim.Simulation;
import tutor.sim.SimulationReport;
import tutor.sim.SimulationSpec;
import tutor.sim.Stats;
import tutor.sim.Strategies;

/**
 * Computes the numbers lessons state, from the budgeting lab, the simulation and the engine, and
 * shows them as the tutor prints them. Odds, returns and simulations are kept once computed, so a
 * lesson that states ten figures solves each chain once.
 */
public final class LessonLab {

    /** What the lab needs from outside the pure packages: editions and scenarios. */
    public interface Data {
        /** A table of {@code players} for a ruleset spec ({@code classic+go-400}); throws IllegalArgumentException for an unknown one. */
        Table table(String ruleset, int players);

        /** A scenario of the library by its path as a lesson writes it ({@code scenarios/jail/own-card.yaml}). */
        Optional<Scenario> scenario(String path);
    }

    private final Data data;
    private final Map<String, Odds> odds = new ConcurrentHashMap<>();
    private final Map<String, List<ReturnRow>> returns = new ConcurrentHashMap<>();
    private final Map<SimSpec, SimulationReport> simulations = new ConcurrentHashMap<>();

    public LessonLab(Data data) {
        this.data = data;
    }

    public Data data() {
        return data;
    }

    public Table table(String ruleset) {
        return data.table(ruleset, 2);
    }

    public Odds odds(String ruleset, JailStrategy jail) {
        return odds.computeIfAbsent(ruleset + "|" + jail.id(), k -> {
            Table t = table(ruleset);
            return LandingChain.solve(t.board(), t.rules(), t.cards(), jail);
        });
    }

    public List<ReturnRow> returns(String ruleset, JailStrategy jail, int opponents) {
        return returns(ruleset, jail, opponents, CardRent.CARDS);
    }

    /** The returns table with railroads and utilities under a convention for the cards that change their rent. */
    public List<ReturnRow> returns(String ruleset, JailStrategy jail, int opponents, CardRent cardRent) {
        return returns.computeIfAbsent(ruleset + "|" + jail.id() + "|" + opponents + "|" + cardRent.id(),
                k -> Returns.of(odds(ruleset, jail), table(ruleset).rules(), opponents, cardRent));
    }

    /** Single games' records, for the few figures that read them; see {@link #records}. */
    private final java.util.Map<SimSpec, List<tutor.sim.GameRecord>> records = new java.util.concurrent.ConcurrentHashMap<>();

    /** The games of a simulate step or chart, played once (the same seed always plays the same games). */
    public SimulationReport simulation(SimSpec spec) {
        return simulations.computeIfAbsent(spec, s -> Simulation.run(simulationSpec(s), done -> { }, () -> false));
    }

    /**
     * The same games, telling {@code progress} how many are done and stopping when {@code cancelled} says so
     * (the window's progress bar and Cancel). A finished run is kept like any other; a cancelled one is not,
     * so the figures a lesson states always come from every game.
     */
    public SimulationReport simulation(SimSpec spec, java.util.function.IntConsumer progress,
                                       java.util.function.BooleanSupplier cancelled) {
        SimulationReport done = simulations.get(spec);
        if (done != null) {
            progress.accept(done.played());
            return done;
        }
        SimulationReport r = Simulation.run(simulationSpec(spec), progress, cancelled);
        if (!r.cancelled()) {
            simulations.putIfAbsent(spec, r);
        }
        return r;
    }

    /**
     * Every game of these games, one record each (the simulation itself keeps none): for figures that look at single
     * games, such as when a seat went bankrupt. Played once and kept, like the report; a lesson's games are bounded.
     */
    public List<tutor.sim.GameRecord> records(SimSpec spec) {
        return records.computeIfAbsent(spec, s -> {
            tutor.sim.GameRecord[] kept = new tutor.sim.GameRecord[s.games()];
            Simulation.run(simulationSpec(s), done -> { }, () -> false, (g, r) -> kept[g] = r);
            return List.of(kept);
        });
    }

    /** Whether these games were played already (a chart of them then draws at once). */
    public boolean simulated(SimSpec spec) {
        return simulations.containsKey(spec);
    }

    private SimulationSpec simulationSpec(SimSpec s) {
        Table t = data.table(s.ruleset(), s.players());
        return new SimulationSpec(t, Strategies.parseAll(String.join(",", s.strategies())), s.games(),
                s.seed(), SimulationSpec.DEFAULT_CAP_ROUNDS, Math.max(1, Runtime.getRuntime().availableProcessors()),
                SimulationSpec.DEFAULT_SAMPLE_ROUNDS);
    }

    /** The row of the returns table for a deed (by name) or a colour group (by id) at a level. */
    public ReturnRow row(String ruleset, JailStrategy jail, int opponents, String target, String level) {
        return row(ruleset, jail, opponents, CardRent.CARDS, target, level);
    }

    /** The row of the returns table under a convention for the cards' rents. */
    public ReturnRow row(String ruleset, JailStrategy jail, int opponents, CardRent cardRent, String target, String level) {
        for (ReturnRow r : returns(ruleset, jail, opponents, cardRent)) {
            boolean named = r.kind() == ReturnRow.Kind.GROUP ? r.group().equals(target) : r.name().equalsIgnoreCase(target);
            if (named && r.level().equals(level)) {
                return r;
            }
        }
        throw new IllegalArgumentException("no row for '" + target + "' at level '" + level + "' under " + ruleset);
    }

    /** Computes a figure, its working in English; throws IllegalArgumentException with a plain message when it cannot be computed. */
    public Figure.Value compute(Computation c) {
        return compute(c, "en");
    }

    /**
     * Computes a figure with its working in a language (en, fr, ru): the value is the same in every language, and
     * the working's lines are messages that any language can word again ({@link Figure.Value#explanation(String)}).
     */
    public Figure.Value compute(Computation c, String lang) {
        return new Figures(this).compute(c, lang);
    }

    /**
     * How the tutor works a figure out, in a language, as Markdown: a heading and the working's lines as a list
     * (the Lessons screen's answer and the handout's answer key show it); empty when it cannot be computed.
     */
    public String working(Figure f, String language) {
        List<String> lines;
        try {
            lines = compute(f.compute(), tutor.text.Texts.LANGUAGES.contains(language) ? language : "en").explanation(language);
        } catch (IllegalArgumentException e) {
            return "";
        }
        StringBuilder b = new StringBuilder("**").append(tutor.text.Texts.of("figures", language).get("working.title")).append("**\n");
        for (String line : lines) {
            b.append("\n- ").append(line.replace("*", "\\*").replace("_", "\\_"));
        }
        return b.toString();
    }

    /** A figure's stated value as the tutor prints it: {@code $52.52}, {@code 3.19%}, {@code 47.1 opponent rolls}. */
    public String show(Figure f) {
        return show(f, Text.ENGLISH);
    }

    /** A figure's stated value in a language: {@code 52,52 $}, {@code 3,19 %}, {@code 47,1 lancers adverses}. */
    public String show(Figure f, String language) {
        return show(f.stated(), f.unit(), currency(f.compute().ruleset()), language);
    }

    /**
     * What a figure computes, in a language, with the board's own names in it: a colour group's id
     * ("orange") and a space's printed name become the names the board gives them in that language.
     */
    public String said(Computation c, String language) {
        tutor.text.Phrase said = c.said();
        String content = tutor.text.Texts.LANGUAGES.contains(language) ? language : "en";
        if (content.equals("en") || !(said instanceof tutor.text.Phrase.Keyed k)) {
            return said.in(language);
        }
        tutor.rules.edition.Board board = table(c.ruleset()).board();
        List<Object> args = k.args().stream().map(a -> a instanceof String s ? boardName(board, s, content) : a).toList();
        return new tutor.text.Phrase.Keyed(k.family(), k.key(), args).in(language);
    }

    private static Object boardName(tutor.rules.edition.Board board, String name, String language) {
        return board.groups().stream().filter(g -> g.id().equals(name)).findFirst()
                .map(g -> board.localized().name(language, g.name()))
                .orElseGet(() -> board.localized().name(language, name));
    }

    public String show(BigDecimal value, Unit unit, String currency, String language) {
        tutor.text.Texts t = tutor.text.Texts.of("figures", language);
        String english = tutor.text.Texts.LANGUAGES.contains(language) ? language : "en";
        String number = tutor.text.Numbers.decimal(value, Math.max(0, value.scale()), english);
        return switch (unit) {
            case MONEY -> wholeWithCents(value) ? tutor.text.Amount.money(value, currency, 2).in(language)
                    : tutor.text.Amount.money(value, currency).in(language);
            case PERCENT -> t.get("show.percent", number);
            // Counted things read as the Lessons screen reads them, the number before its word in the
            // language's plural ("32,5 lancers adverses", "1,25 года"), so a figure sits inside a sentence.
            case ROLLS, ROUNDS, TURNS, YEARS -> tutor.text.Texts.of("lessons", language).get(
                    "unit." + unit.name().toLowerCase(java.util.Locale.ROOT), tutor.text.Numbers.category(value, english), number);
            case COUNT -> number;
        };
    }

    /** A sum the lesson states to the cent that happens to be whole ($1.00 beside $62.89): shown with its cents, as stated. */
    private static boolean wholeWithCents(BigDecimal value) {
        return value.scale() > 0 && value.stripTrailingZeros().scale() <= 0;
    }

    /**
     * A value in English, as {@link #show(BigDecimal, Unit, String, String)} says it in "en": the words ("opponent
     * rolls", "%") come from the bundles, in the English plural ("1 opponent roll"), never assembled here.
     */
    public String show(BigDecimal value, Unit unit, String currency) {
        return show(value, unit, currency, Text.ENGLISH);
    }

    /**
     * Whether Truman Collins' published table describes this edition's movement: the classic US board with
     * its cards, two dice, Jail after three doubles, and at most three turns in Jail.
     */
    public boolean published(String ruleset) {
        Table t = table(ruleset);
        return t.board().id().equals(CLASSIC_BOARD) && t.rules().dice() == 2 && t.rules().doublesToJail() == 3
                && t.rules().jailTurns() == 3 && !t.rules().specialDice();
    }

    /** The board Truman Collins' table describes. */
    static final String CLASSIC_BOARD = "classic-us";

    /** The basis a figure really stands on: a published figure is the tutor's model where no published table applies. */
    public Basis basis(Figure f) {
        return f.basis() == Basis.PUBLISHED && !published(f.compute().ruleset()) ? Basis.MODEL : f.basis();
    }

    public String currency(String ruleset) {
        return table(ruleset).board().currency();
    }

    static BigDecimal exact(double d) {
        return new BigDecimal(d);
    }

    static BigDecimal percentOf(int part, int whole) {
        return whole == 0 ? BigDecimal.ZERO : BigDecimal.valueOf(100L * part).divide(BigDecimal.valueOf(whole), 10, RoundingMode.HALF_EVEN);
    }

    /** The median length of the finished games, in player-turns. */
    static BigDecimal medianTurns(SimulationReport r) {
        return BigDecimal.valueOf(Stats.quantile(r.finishedTurns(), 0.5));
    }

    /** An edition's whole-number value by name ({@code jail-fine}). */
    static int ruleValue(RuleSet rules, String key) {
        RuleKey<?> k = RuleKey.named(key).orElseThrow(() -> new IllegalArgumentException("no ruleset value '" + key + "'"));
        Object v = rules.get(k);
        if (!(v instanceof Integer i)) {
            throw new IllegalArgumentException("the ruleset value '" + key + "' is not an amount");
        }
        return i;
    }

    static List<String> lines(String... lines) {
        return new ArrayList<>(List.of(lines));
    }

    static Deed deed(Table t, String name) {
        for (Deed d : t.board().deeds()) {
            if (d.name().equalsIgnoreCase(name)) {
                return d;
            }
        }
        throw new IllegalArgumentException("no deed '" + name + "' on " + t.board().title());
    }

    /** Names and citations that are data, with their words in every language, for the figures' working. */
    tutor.text.Message.Arg named(String printed, java.util.function.Function<String, String> inLanguage) {
        Map<String, String> names = new java.util.LinkedHashMap<>();
        for (String lang : tutor.text.Texts.LANGUAGES) {
            names.put(lang, inLanguage.apply(lang));
        }
        return new tutor.text.Message.Name(printed, names);
    }

    /** A deed's mortgage, with the rent it loses: a street alone, a railroad or utility as the only one held. */
    static MortgageCost mortgage(LessonLab lab, String ruleset, String deedName) {
        Table t = lab.table(ruleset);
        Deed d = deed(t, deedName);
        String level = d.kind() == tutor.rules.edition.SpaceKind.STREET ? "alone" : "1";
        BigDecimal lost = lab.row(ruleset, JailStrategy.SHORT, 1, d.name(), level).income();
        return MortgageCost.of(t.board(), t.rules(), d, lost);
    }

    static NetWorth netWorth(tutor.rules.state.GameState s, int seat) {
        return NetWorth.of(s, seat);
    }
}
