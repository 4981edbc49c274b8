package tutor.lesson.load;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import tutor.analysis.JailStrategy;
import tutor.data.YamlNodes;
import tutor.lesson.CompletionValue;
import tutor.lesson.Computation;
import tutor.lesson.DiceChance;
import tutor.lesson.GivenNumber;
import tutor.lesson.IncomeGap;
import tutor.lesson.LessonLab;
import tutor.lesson.Loan;
import tutor.lesson.RentBeforeGo;
import tutor.lesson.SimSpec;
import tutor.lesson.SimulatedRuin;
import tutor.lesson.TableSupply;
import tutor.lesson.Unit;
import tutor.scenario.NodeReader;
import tutor.scenario.Scenario;

/**
 * Reads the computations lessons added beside the lab's own ({@link Computation.Worked}): exact dice
 * chances, examples the lesson sets and loans at their rate, the value of completing a group, the rent
 * ahead, the houses in play, and ruin in a simulate step's games. A number parameter may name a
 * {@code given} figure of the lesson instead ({@code rate: bank-rate}), so an example is set once.
 */
final class WorkedReader {

    static final Map<String, List<String>> KINDS = Map.of(
            "dice", List.of("tries", "total", "from", "onto", "part", "ruleset"),
            "given", List.of("unit"),
            "loan", List.of("rate", "years", "compound", "part", "ruleset"),
            "completion", List.of("level", "rounds", "opponents", "part", "jail", "ruleset"),
            "ahead", List.of("player", "cash", "part"),
            "supply", List.of("player", "part"),
            "income-gap", List.of("level", "from", "jail", "ruleset"),
            "tax-for-worth", List.of("part", "ruleset"));
    static final Map<String, List<String>> SIMULATED = Map.of(
            "ruin", List.of("rounds"), "ruin-low", List.of("rounds"), "ruin-high", List.of("rounds"), "survival", List.of("rounds"),
            "finished", List.of(), "finished-low", List.of(), "finished-high", List.of());

    private final NodeReader r;
    private final LessonLab lab;
    private final Path lessonFile;
    /** The lesson's {@code given} figures read so far, by id. */
    private final Map<String, BigDecimal> given = new HashMap<>();

    WorkedReader(NodeReader r, LessonLab lab, Path lessonFile) {
        this.r = r;
        this.lab = lab;
        this.lessonFile = lessonFile;
    }

    /** A given figure, so that later computations can take it as a parameter. */
    void remember(String figureId, Computation c) {
        if (c instanceof GivenNumber g) {
            given.put(figureId, g.value());
        }
    }

    Computation read(String kind, String subject, Node subjectNode, Map<String, Node> f, Node node, String ruleset, JailStrategy jail) {
        String level = f.containsKey("level") ? r.text(f.get("level"), "level") : null;
        return switch (kind) {
            case "dice" -> dice(subject, subjectNode, f, ruleset);
            case "given" -> given(subjectNode, f, ruleset);
            case "loan" -> loan(subject, f, node, ruleset);
            case "completion" -> completion(subject, subjectNode, f, node, ruleset, level, jail);
            case "ahead" -> ahead(subject, subjectNode, f, node);
            case "supply" -> supply(subject, subjectNode, f, node);
            case "tax-for-worth" -> {
                BigDecimal worth = number(subjectNode, "tax-for-worth");
                yield worth == null ? null : new tutor.lesson.TaxForWorth(ruleset, worth, part(f, tutor.lesson.TaxForWorth.PARTS));
            }
            default -> gap(subject, f, ruleset, level, jail);
        };
    }

    /** A ruin figure of a simulate step. */
    Computation simulated(String kind, String subject, Node at, Map<String, Node> f, SimSpec games) {
        if (kind.startsWith("finished")) {
            return new SimulatedRuin(games, "all", 0, kind);
        }
        if (!games.strategies().contains(subject)) {
            r.problem(at, "no strategy '" + subject + "' in this step's games" + YamlNodes.didYouMean(subject, games.strategies()));
            return null;
        }
        Node roundsNode = r.required(at, f, "rounds", kind + " (how many rounds of the game the ruin is counted within)");
        Integer rounds = roundsNode == null ? null : r.integer(roundsNode, "rounds");
        if (rounds == null || rounds < 1) {
            if (rounds != null) {
                r.problem(roundsNode, "rounds must be at least 1");
            }
            return null;
        }
        return new SimulatedRuin(games, subject, rounds, kind);
    }

    private Computation dice(String event, Node at, Map<String, Node> f, String ruleset) {
        if (!DiceChance.EVENTS.contains(event)) {
            r.problem(at, "a dice chance is one of " + String.join(", ", DiceChance.EVENTS) + YamlNodes.didYouMean(event, DiceChance.EVENTS));
            return null;
        }
        int tries = f.containsKey("tries") ? whole(f.get("tries"), "tries", 1, 20) : 1;
        int total = 0;
        String from = null;
        String onto = null;
        if (event.equals("total")) {
            Node n = r.required(at, f, "total", "a dice total");
            total = n == null ? -1 : whole(n, "total", 2, 12);
        } else if (event.equals("onto")) {
            Node fn = r.required(at, f, "from", "a throw onto a square (where it starts: In Jail, GO, a space's name)");
            Node on = r.required(at, f, "onto", "a throw onto a square (a space's name or a colour group's id)");
            from = fn == null ? null : r.text(fn, "from");
            onto = on == null ? null : r.text(on, "onto");
            if (from == null || onto == null) {
                return null;
            }
        }
        String part = part(f, DiceChance.PARTS);
        return tries < 1 || total < 0 ? null : new DiceChance(ruleset, event, tries, total, from, onto, part);
    }

    private Computation given(Node at, Map<String, Node> f, String ruleset) {
        BigDecimal v = r.decimal(at, "given");
        Unit unit = Unit.MONEY;
        if (f.containsKey("unit")) {
            String u = r.text(f.get("unit"), "unit");
            unit = switch (u == null ? "" : u) {
                case "money" -> Unit.MONEY;
                case "percent" -> Unit.PERCENT;
                case "count" -> Unit.COUNT;
                default -> {
                    r.problem(f.get("unit"), "a given number's unit is money, percent or count");
                    yield Unit.MONEY;
                }
            };
        }
        return v == null ? null : new GivenNumber(ruleset, v, unit);
    }

    private Computation loan(String subject, Map<String, Node> f, Node node, String ruleset) {
        boolean sum = subject.matches("\\d+(\\.\\d+)?");
        if (!sum && lab.table(ruleset).board().deeds().stream().noneMatch(d -> d.name().equalsIgnoreCase(subject))) {
            r.problem(f.get("loan"), "a loan is a sum (200) or a deed whose mortgage value is borrowed; no deed '" + subject + "'");
            return null;
        }
        Node rateNode = r.required(node, f, "rate", "a loan (percent a year: a number, or a given figure's id)");
        BigDecimal rate = rateNode == null ? null : number(rateNode, "rate");
        BigDecimal years = f.containsKey("years") ? number(f.get("years"), "years") : BigDecimal.ONE;
        boolean compound = f.containsKey("compound") && Boolean.TRUE.equals(r.bool(f.get("compound"), "compound"));
        if (rate == null || years == null) {
            return null;
        }
        if (rate.signum() <= 0 || compound && years.stripTrailingZeros().scale() > 0) {
            r.problem(rateNode, "a loan needs a rate above 0%, and whole years when the interest is compounded");
            return null;
        }
        return new Loan(ruleset, sum ? null : subject, sum ? new BigDecimal(subject) : null, rate, years, compound, part(f, Loan.PARTS));
    }

    private Computation completion(String deed, Node at, Map<String, Node> f, Node node, String ruleset, String level, JailStrategy jail) {
        if (lab.table(ruleset).board().deeds().stream().noneMatch(d -> d.name().equalsIgnoreCase(deed)
                && d.kind() == tutor.rules.edition.SpaceKind.STREET)) {
            r.problem(at, "the value of completing a group is for a street; no street '" + deed + "'");
            return null;
        }
        Node roundsNode = r.required(node, f, "rounds", "completion (rounds of rent counted)");
        Integer rounds = roundsNode == null ? null : r.integer(roundsNode, "rounds");
        Integer opponents = f.containsKey("opponents") ? r.integer(f.get("opponents"), "opponents") : Integer.valueOf(3);
        if (rounds == null || opponents == null || level == null) {
            if (level == null) {
                r.problem(node, "completion needs a level: 0 (the whole group, no houses), 1-4 houses or hotel");
            }
            return null;
        }
        return new CompletionValue(ruleset, deed, level, rounds, opponents, jail, part(f, CompletionValue.PARTS));
    }

    private Computation ahead(String ref, Node at, Map<String, Node> f, Node node) {
        Scenario sc = scenario(ref, at);
        String player = sc == null ? null : player(sc, f, node, ref, true);
        if (player == null) {
            return null;
        }
        int cash = f.containsKey("cash") ? whole(f.get("cash"), "cash", 0, 1_000_000) : -1;
        return new RentBeforeGo(sc.rulesetId(), sc.file(), player, cash, part(f, RentBeforeGo.PARTS));
    }

    private Computation supply(String ref, Node at, Map<String, Node> f, Node node) {
        Scenario sc = scenario(ref, at);
        if (sc == null) {
            return null;
        }
        String player = f.containsKey("player") ? player(sc, f, node, ref, false) : null;
        String part = part(f, TableSupply.PARTS);
        if (player == null && (part.equals("houses") || part.equals("hotels"))) {
            r.problem(node, "whose " + part + "? name the player");
            return null;
        }
        return new TableSupply(sc.rulesetId(), sc.file(), player, part);
    }

    private Computation gap(String target, Map<String, Node> f, String ruleset, String level, JailStrategy jail) {
        String from = f.containsKey("from") ? r.text(f.get("from"), "from") : "0";
        if (level == null) {
            r.problem(f.get("income-gap"), "income-gap needs a level (and from: the level it is compared with, 0 by default)");
            return null;
        }
        try {
            lab.row(ruleset, jail, 1, target, level);
            lab.row(ruleset, jail, 1, target, from);
        } catch (IllegalArgumentException e) {
            r.problem(f.get("income-gap"), e.getMessage());
            return null;
        }
        return new IncomeGap(ruleset, target, level, from, jail);
    }

    private Scenario scenario(String ref, Node at) {
        Optional<Path> path = LessonFiles.resolve(lessonFile, ref);
        Optional<Scenario> sc = path.flatMap(p -> lab.data().scenario(p.toString()));
        if (sc.isEmpty()) {
            r.problem(at, path.isEmpty() ? "no scenario file '" + ref + "' (write its path from the library's top, such as scenarios/budget/x.yaml)"
                    : "the scenario " + ref + " does not load; run check on it to see why");
            return null;
        }
        return sc.get();
    }

    private String player(Scenario sc, Map<String, Node> f, Node node, String ref, boolean required) {
        Node p = required ? r.required(node, f, "player", "this computation") : f.get("player");
        String name = p == null ? null : r.text(p, "player");
        if (name != null && !sc.table().seats().contains(name)) {
            r.problem(p, "no player '" + name + "' in " + ref + YamlNodes.didYouMean(name, sc.table().seats()));
            return null;
        }
        return name;
    }

    private String part(Map<String, Node> f, List<String> parts) {
        if (!f.containsKey("part")) {
            return parts.get(0);
        }
        String p = r.text(f.get("part"), "part");
        if (p == null || !parts.contains(p)) {
            r.problem(f.get("part"), "no part '" + p + "'" + YamlNodes.didYouMean(String.valueOf(p), parts) + "; the parts: " + String.join(", ", parts));
            return parts.get(0);
        }
        return p;
    }

    /** A number, or the id of a given figure of this lesson. */
    private BigDecimal number(Node n, String what) {
        if (n instanceof ScalarNode s && !s.getValue().matches("-?\\d+(\\.\\d+)?")) {
            BigDecimal v = given.get(s.getValue());
            if (v == null) {
                r.problem(n, what + " is a number or the id of a given figure written before it; no given figure '" + s.getValue() + "'"
                        + YamlNodes.didYouMean(s.getValue(), given.keySet()));
            }
            return v;
        }
        return r.decimal(n, what);
    }

    private int whole(Node n, String what, int min, int max) {
        Integer v = r.integer(n, what);
        if (v == null) {
            return -1;
        }
        if (v < min || v > max) {
            r.problem(n, what + " must be between " + min + " and " + max);
            return -1;
        }
        return v;
    }
}
