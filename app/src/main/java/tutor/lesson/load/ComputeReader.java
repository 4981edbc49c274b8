package tutor.lesson.load;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import tutor.analysis.CardRent;
import tutor.analysis.JailStrategy;
import tutor.analysis.ReturnRow;
import tutor.data.Bundle;
import tutor.data.YamlNodes;
import tutor.lesson.Computation;
import tutor.lesson.LessonLab;
import tutor.lesson.SimSpec;
import tutor.rules.edition.Board;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.Space;
import tutor.scenario.NodeReader;
import tutor.scenario.Scenario;

/**
 * Reads a {@code compute:} mapping. Its first key names what is computed and says of what
 * ({@code income: Boardwalk}); the other keys are parameters. Names are checked against the
 * edition's board, with "did you mean" for a near miss, and levels against the lab's table.
 */
final class ComputeReader {

    static final Map<String, List<String>> KINDS = Map.ofEntries(
            Map.entry("odds", List.of("jail", "ruleset")),
            Map.entry("income", List.of("level", "jail", "card-rent", "rolls", "ruleset")),
            Map.entry("invested", List.of("level", "ruleset")),
            Map.entry("payback", List.of("level", "per", "opponents", "jail", "card-rent", "ruleset")),
            Map.entry("marginal", List.of("level", "jail", "card-rent", "ruleset")),
            Map.entry("mortgage", List.of("part", "ruleset")),
            Map.entry("position", List.of("player", "part")),
            Map.entry("income-tax", List.of("player", "part")),
            Map.entry("tax-break-even", List.of()),
            Map.entry("lap", List.of("player", "part", "jail", "card-rent")),
            Map.entry("break-even-bid", List.of("level", "rounds", "opponents", "jail", "card-rent", "ruleset")),
            Map.entry("rule", List.of("ruleset")),
            Map.entry("next-throw", List.of("from", "part", "ruleset")),
            Map.entry("dice", List.of("ruleset")));
    static final List<String> SIMULATED = List.of("win-rate", "win-low", "win-high", "bankrupt-rate", "turns", "capped");

    private final NodeReader r;
    private final Bundle bundle;
    private final LessonLab lab;
    private final Path lessonFile;
    private final String edition;
    private final WorkedReader worked;

    ComputeReader(NodeReader r, Bundle bundle, LessonLab lab, Path lessonFile, String edition) {
        this.r = r;
        this.bundle = bundle;
        this.lab = lab;
        this.lessonFile = lessonFile;
        this.edition = edition;
        this.worked = new WorkedReader(r, lab, lessonFile);
    }

    /** A figure just read: a given number is remembered, so later computations may name it as a parameter. */
    void remember(String figureId, Computation c) {
        worked.remember(figureId, c);
    }

    /** A computation of the lab; {@code games} is the simulate step's spec when the figure belongs to one, else null. */
    Computation read(Node node, SimSpec games) {
        if (!(node instanceof MappingNode m) || m.getValue().isEmpty() || !(m.getValue().get(0).getKeyNode() instanceof ScalarNode k)) {
            r.problem(node, "compute must be a mapping whose first key names what is computed, e.g. {income: Boardwalk, level: hotel}");
            return null;
        }
        String kind = k.getValue();
        List<String> kinds = new ArrayList<>(games != null ? SIMULATED : KINDS.keySet());
        (games != null ? WorkedReader.SIMULATED : WorkedReader.KINDS).keySet().stream().filter(x -> !kinds.contains(x)).forEach(kinds::add);
        if (!kinds.contains(kind)) {
            r.problem(k, "unknown computation '" + kind + "'" + YamlNodes.didYouMean(kind, kinds)
                    + (games == null && SIMULATED.contains(kind) ? " (" + kind + " belongs to the figures of a simulate step)" : ""));
            return null;
        }
        List<String> allowed = new ArrayList<>(List.of(kind));
        if (games != null) {
            allowed.addAll(WorkedReader.SIMULATED.getOrDefault(kind, List.of()));
        } else {
            allowed.addAll(KINDS.getOrDefault(kind, List.of()));
            WorkedReader.KINDS.getOrDefault(kind, List.of()).stream().filter(x -> !allowed.contains(x)).forEach(allowed::add);
        }
        Map<String, Node> f = r.map(node, "compute: " + kind, allowed);
        Node subjectNode = f.get(kind);
        String subject = r.text(subjectNode, kind);
        if (subject == null) {
            return null;
        }
        if (games != null) {
            return WorkedReader.SIMULATED.containsKey(kind) ? worked.simulated(kind, subject, subjectNode, f, games)
                    : simulated(kind, subject, subjectNode, games);
        }
        String ruleset = edition;
        if (f.containsKey("ruleset")) {
            ruleset = r.text(f.get("ruleset"), "ruleset");
        }
        if (kind.equals("tax-break-even")) {
            ruleset = subject;
        }
        if (ruleset == null || !rulesetKnown(ruleset, f.getOrDefault("ruleset", subjectNode))) {
            return null;
        }
        JailStrategy jail = jail(f);
        CardRent cards = cardRent(f);
        if (WorkedReader.KINDS.containsKey(kind) && !labDice(kind, subject, f)) {
            return worked.read(kind, subject, subjectNode, f, node, ruleset, jail);
        }
        String level = f.containsKey("level") ? r.text(f.get("level"), "level") : null;
        return switch (kind) {
            case "odds" -> space(ruleset, subject, subjectNode) ? new Computation.LandingOdds(ruleset, subject, jail) : null;
            case "income" -> level(ruleset, subject, subjectNode, level, f, kind) ? new Computation.Income(ruleset, subject, level, jail, cards, ownRolls(f)) : null;
            case "invested" -> level(ruleset, subject, subjectNode, level, f, kind) ? new Computation.Invested(ruleset, subject, level) : null;
            case "payback" -> payback(ruleset, subject, subjectNode, level, f, jail, cards);
            case "marginal" -> level(ruleset, subject, subjectNode, level, f, kind) ? new Computation.Marginal(ruleset, subject, level, jail, cards) : null;
            case "mortgage" -> deed(ruleset, subject, subjectNode)
                    ? new Computation.Mortgage(ruleset, subject, part(f, node, List.of("value", "interest", "lift", "rolls"))) : null;
            case "position" -> positioned(subject, subjectNode, f, node, List.of("net-worth", "liquidation", "cash", "deeds", "buildings", "owed"),
                    (sc, player, part) -> new Computation.Position(sc.rulesetId(), sc.file(), player, part));
            case "income-tax" -> positioned(subject, subjectNode, f, node, List.of("flat", "percent", "worth", "saving"),
                    (sc, player, part) -> new Computation.IncomeTax(sc.rulesetId(), sc.file(), player, part));
            case "lap" -> positioned(subject, subjectNode, f, node, List.of("rent-out", "taxes", "taxes-per-roll", "salary", "net", "worst-rent", "all-rents", "per-roll", "income-tax", "rolls"),
                    (sc, player, part) -> new Computation.Lap(sc.rulesetId(), sc.file(), player, part, jail, cards));
            case "tax-break-even" -> new Computation.TaxBreakEven(ruleset);
            case "break-even-bid" -> bid(ruleset, subject, subjectNode, level, f, jail, cards);
            case "rule" -> rule(ruleset, subject, subjectNode);
            case "next-throw" -> nextThrow(ruleset, subject, subjectNode, f, node);
            case "dice" -> dice(ruleset, subject, subjectNode);
            default -> null;
        };
    }

    private Computation simulated(String kind, String subject, Node at, SimSpec games) {
        if (kind.equals("turns") || kind.equals("capped")) {
            return new Computation.Simulated(games, "", kind);
        }
        if (!games.strategies().contains(subject)) {
            r.problem(at, "no strategy '" + subject + "' in this step's games" + YamlNodes.didYouMean(subject, games.strategies()));
            return null;
        }
        return new Computation.Simulated(games, subject, kind);
    }

    private boolean rulesetKnown(String spec, Node at) {
        try {
            bundle.ruleset(spec);
            return true;
        } catch (IllegalArgumentException e) {
            r.problem(at, e.getMessage());
            return false;
        }
    }

    private JailStrategy jail(Map<String, Node> f) {
        return choice(f, "jail", JailStrategy.SHORT, JailStrategy::of, "short (leave at once) or long (stay as long as allowed)");
    }

    /**
     * A field that names one of a few choices ({@code of} refuses any other): {@code otherwise} when it is absent or
     * empty, and when it names none of them, after reporting what {@code choices} are allowed.
     */
    private <T> T choice(Map<String, Node> f, String key, T otherwise, Function<String, T> of, String choices) {
        if (!f.containsKey(key)) {
            return otherwise;
        }
        String v = r.text(f.get(key), key);
        try {
            return v == null ? otherwise : of.apply(v);
        } catch (IllegalArgumentException e) {
            r.problem(f.get(key), key + " is " + choices + ", not '" + v + "'");
            return otherwise;
        }
    }

    private Board board(String ruleset) {
        return lab.table(ruleset).board();
    }

    private boolean space(String ruleset, String name, Node at) {
        Board b = board(ruleset);
        if (name.equalsIgnoreCase("In Jail") && b.jailIndex() >= 0 || name.matches("\\d+") && Integer.parseInt(name) < b.size()
                || b.spaceNamed(name).isPresent() || b.groups().stream().anyMatch(g -> g.id().equals(name))) {
            return true;
        }
        List<String> names = new ArrayList<>(b.spaces().stream().map(Space::name).distinct().toList());
        names.add("In Jail");
        b.groups().forEach(g -> names.add(g.id()));
        r.problem(at, "no space '" + name + "' on " + b.title() + YamlNodes.didYouMean(name, names));
        return false;
    }

    private boolean deed(String ruleset, String name, Node at) {
        Board b = board(ruleset);
        if (b.deeds().stream().anyMatch(d -> d.name().equalsIgnoreCase(name))) {
            return true;
        }
        r.problem(at, "no deed '" + name + "' on " + b.title() + YamlNodes.didYouMean(name, b.deeds().stream().map(Deed::name).toList()));
        return false;
    }

    /** A deed or a colour group at a level that the lab's table has. */
    private boolean level(String ruleset, String target, Node at, String level, Map<String, Node> f, String kind) {
        Board b = board(ruleset);
        boolean group = b.groups().stream().anyMatch(g -> g.id().equals(target));
        if (!group && !b.deeds().stream().anyMatch(d -> d.name().equalsIgnoreCase(target))) {
            List<String> names = new ArrayList<>(b.groups().stream().map(g -> g.id()).toList());
            b.deeds().forEach(d -> names.add(d.name()));
            r.problem(at, "no deed or colour group '" + target + "' on " + b.title() + YamlNodes.didYouMean(target, names));
            return false;
        }
        if (level == null) {
            r.problem(f.get(kind), kind + " needs a level: alone, 0 (the whole group), 1-4 houses or hotel; for railroads and utilities, how many are held");
            return false;
        }
        List<String> levels = new ArrayList<>();
        for (ReturnRow row : lab.returns(ruleset, JailStrategy.SHORT, 1)) {
            if ((group ? row.kind() == ReturnRow.Kind.GROUP && row.group().equals(target)
                    : row.kind() == ReturnRow.Kind.DEED && row.name().equalsIgnoreCase(target))) {
                levels.add(row.level());
            }
        }
        if (!levels.contains(level)) {
            r.problem(f.get("level"), "no level '" + level + "' for " + target + "; its levels: " + String.join(", ", levels));
            return false;
        }
        return true;
    }

    /** The dice figures worked from the edition's dice, Jail and speeding values alone. */
    private static final List<String> LAB_DICE = List.of("doubles", "to-jail", "out-of-jail", "rolls-per-turn");

    /**
     * True when a {@code dice} figure is one of the lab's chances or its rolls a turn ({@code {dice: to-jail}}); any other
     * ({@code {dice: total, total: 7}}, a part, a number of tries) is counted out by {@link WorkedReader}.
     */
    private static boolean labDice(String kind, String subject, Map<String, Node> f) {
        return kind.equals("dice") && (LAB_DICE.contains(subject)
                || !tutor.lesson.DiceChance.EVENTS.contains(subject))
                && f.keySet().stream().allMatch(key -> key.equals("dice") || key.equals("ruleset"));
    }

    /** Whose rolls an income counts: an opponent's (the lab's returns) or, with {@code rolls: own}, the player's own. */
    private boolean ownRolls(Map<String, Node> f) {
        if (!f.containsKey("rolls")) {
            return false;
        }
        String w = r.text(f.get("rolls"), "rolls");
        if (w != null && !w.equals("own") && !w.equals("opponent")) {
            r.problem(f.get("rolls"), "rolls is opponent (what an owner earns from others' rolls) or own (what the player's own rolls cost), not '" + w + "'");
        }
        return "own".equals(w);
    }

    private CardRent cardRent(Map<String, Node> f) {
        return choice(f, "card-rent", CardRent.CARDS, CardRent::of,
                "cards (the Chance cards' double railroad rent and ten times a throw at a utility) or printed (every arrival at the printed rent)");
    }

    /** Where one throw from a square ends, onto a square or a colour group: by the dice alone, or after cards. */
    private Computation nextThrow(String ruleset, String target, Node at, Map<String, Node> f, Node node) {
        if (!space(ruleset, target, at) || target.equalsIgnoreCase("In Jail")) {
            if (target.equalsIgnoreCase("In Jail")) {
                r.problem(at, "a throw onto In Jail is Go To Jail's; name a square or a colour group");
            }
            return null;
        }
        Node fromNode = r.required(node, f, "from", "next-throw");
        String from = fromNode == null ? null : r.text(fromNode, "from");
        if (from == null || !space(ruleset, from, fromNode) || from.equalsIgnoreCase("In Jail")
                || board(ruleset).groups().stream().anyMatch(g -> g.id().equals(from))) {
            if (from != null && (from.equalsIgnoreCase("In Jail") || board(ruleset).groups().stream().anyMatch(g -> g.id().equals(from)))) {
                r.problem(fromNode, "from is one square, by its number or name (Jail is square 10 on the classic board)");
            }
            return null;
        }
        Board b = board(ruleset);
        int square = from.matches("\\d+") ? Integer.parseInt(from) : b.spaceNamed(from).orElseThrow().index();
        return new Computation.NextThrow(ruleset, target, square, part(f, node, List.of("dice", "ends")));
    }

    private Computation dice(String ruleset, String event, Node at) {
        if (!LAB_DICE.contains(event)) {
            r.problem(at, "no dice event '" + event + "'" + YamlNodes.didYouMean(event, LAB_DICE));
            return null;
        }
        if (lab.table(ruleset).rules().dice() != 2) {
            r.problem(at, ruleset + " throws one die: there are no doubles");
            return null;
        }
        return new Computation.Dice(ruleset, event);
    }

    private Computation payback(String ruleset, String target, Node at, String level, Map<String, Node> f, JailStrategy jail, CardRent cards) {
        if (!level(ruleset, target, at, level, f, "payback")) {
            return null;
        }
        boolean rounds = false;
        if (f.containsKey("per")) {
            String per = r.text(f.get("per"), "per");
            if ("rounds".equals(per)) {
                rounds = true;
            } else if (!"rolls".equals(per)) {
                r.problem(f.get("per"), "per is rolls (opponent rolls) or rounds (of the table), not '" + per + "'");
                return null;
            }
        }
        int opponents = opponents(f, rounds);
        return opponents < 1 ? null : new Computation.Payback(ruleset, target, level, rounds, opponents, jail, cards);
    }

    private int opponents(Map<String, Node> f, boolean needed) {
        if (!f.containsKey("opponents")) {
            return needed ? 3 : 1;
        }
        Integer n = r.integer(f.get("opponents"), "opponents");
        if (n != null && (n < 1 || n > 7)) {
            r.problem(f.get("opponents"), "opponents must be 1 to 7");
            return 0;
        }
        return n == null ? 0 : n;
    }

    private Computation bid(String ruleset, String target, Node at, String level, Map<String, Node> f, JailStrategy jail, CardRent cards) {
        if (!level(ruleset, target, at, level, f, "break-even-bid")) {
            return null;
        }
        Node roundsNode = r.required(f.get("break-even-bid"), f, "rounds", "break-even-bid");
        Integer rounds = roundsNode == null ? null : r.integer(roundsNode, "rounds");
        int opponents = opponents(f, true);
        if (rounds == null || opponents < 1) {
            return null;
        }
        if (rounds < 1) {
            r.problem(roundsNode, "rounds must be at least 1");
            return null;
        }
        return new Computation.BreakEvenBid(ruleset, target, level, rounds, opponents, jail, cards);
    }

    private String part(Map<String, Node> f, Node at, List<String> parts) {
        if (!f.containsKey("part")) {
            return parts.get(0);
        }
        String p = r.text(f.get("part"), "part");
        if (p != null && !parts.contains(p)) {
            r.problem(f.get("part"), "no part '" + p + "'" + YamlNodes.didYouMean(p, parts));
            return parts.get(0);
        }
        return p == null ? parts.get(0) : p;
    }

    private interface Make {
        Computation of(Scenario sc, String player, String part);
    }

    /** A computation on a player's position in a scenario of the library. */
    private Computation positioned(String ref, Node at, Map<String, Node> f, Node node, List<String> parts, Make make) {
        Optional<Path> path = LessonFiles.resolve(lessonFile, ref);
        if (path.isEmpty()) {
            r.problem(at, "no scenario file '" + ref + "' (write its path from the library's top, such as scenarios/taxes/x.yaml)");
            return null;
        }
        Optional<Scenario> sc = lab.data().scenario(path.get().toString());
        if (sc.isEmpty()) {
            r.problem(at, "the scenario " + ref + " does not load; run check on it to see why");
            return null;
        }
        Node playerNode = r.required(node, f, "player", "this computation");
        String player = playerNode == null ? null : r.text(playerNode, "player");
        if (player == null) {
            return null;
        }
        if (!sc.get().table().seats().contains(player)) {
            r.problem(playerNode, "no player '" + player + "' in " + ref + YamlNodes.didYouMean(player, sc.get().table().seats()));
            return null;
        }
        return make.of(sc.get(), player, part(f, node, parts));
    }

    private Computation rule(String ruleset, String key, Node at) {
        Optional<RuleKey<?>> k = RuleKey.named(key);
        if (k.isEmpty() || k.get().type() != Integer.class) {
            List<String> amounts = RuleKey.ALL.stream().filter(x -> x.type() == Integer.class).map(RuleKey::name).toList();
            r.problem(at, "no amount '" + key + "' among the ruleset values" + YamlNodes.didYouMean(key, amounts));
            return null;
        }
        return new Computation.Rule(ruleset, key);
    }
}
