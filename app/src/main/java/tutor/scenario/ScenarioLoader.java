package tutor.scenario;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import tutor.data.Bundle;
import tutor.data.DataException;
import tutor.data.YamlNodes;
import tutor.text.Phrase;
import tutor.rules.edition.Clause;
import tutor.rules.state.GameState;
import tutor.rules.position.PositionCheck;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.Table;

/**
 * Turns a scenario file into a {@link Scenario}, or into the full list of what is wrong with it.
 * Loading is safe (no types, bounded aliases, depth and size) and a broken file never throws.
 */
public final class ScenarioLoader {

    /** Larger files are refused before they are read. */
    public static final long MAX_BYTES = 1024 * 1024;

    static final List<String> TOP = List.of("id", "title", "topic", "theme", "level", "ruleset", "overrides", "goal", "sources",
            "compare", "rulesets-agree", "setup", "script");

    /**
     * What an override of a count may be: what the engine can hold and a game can use. Every other
     * number is an amount of money, from 0 to {@link PositionCheck#MAX_AMOUNT}.
     */
    private static final Map<String, int[]> OVERRIDE_RANGES = Map.ofEntries(
            Map.entry("dice", new int[] {1, 2}),
            Map.entry("doubles-to-jail", new int[] {1, 10}),
            Map.entry("jail-turns", new int[] {1, 10}),
            Map.entry("jail-fine-before-roll-turns", new int[] {0, 10}),
            Map.entry("rent-claim-turns", new int[] {0, 10}),
            Map.entry("group-rent-multiplier", new int[] {1, 10}),
            Map.entry("income-tax-percent", new int[] {0, 100}),
            Map.entry("mortgage-interest-percent", new int[] {0, 100}),
            Map.entry("houses-before-hotel", new int[] {1, 10}),
            Map.entry("bank-houses", new int[] {0, 500}),
            Map.entry("bank-hotels", new int[] {0, 500}),
            Map.entry("game-ends-after-bankruptcies", new int[] {0, 20}),
            Map.entry("deal-deeds", new int[] {0, 14}),
            Map.entry("speeding-product", new int[] {0, 36}),
            Map.entry("pot-privilege-houses", new int[] {0, 20}),
            Map.entry("booth-limit", new int[] {0, 100}),
            Map.entry("booth-limit-two-players", new int[] {0, 100}),
            Map.entry("max-players", new int[] {2, 14}));

    private final Bundle bundle;
    private final String language;

    public ScenarioLoader(Bundle bundle) {
        this(bundle, "en");
    }

    /** A loader that gives the learner's texts in a language (English where a file lacks it, with a warning). */
    public ScenarioLoader(Bundle bundle, String language) {
        this.bundle = bundle;
        this.language = language;
    }

    /** Loads a scenario as written. */
    public LoadResult load(Path path) {
        return load(path, null);
    }

    /** Loads a scenario under another ruleset (an edition, with house rules after '+'), for comparing rulings. */
    public LoadResult load(Path path, String rulesetSpec) {
        this.forcedRuleset = rulesetSpec;
        try {
            return loadFile(path);
        } finally {
            this.forcedRuleset = null;
        }
    }

    /** Loads a scenario held in memory (a table put to the referee) under another ruleset, as {@link #load(Path, String)} does a file. */
    public LoadResult load(String file, String text, String rulesetSpec) {
        this.forcedRuleset = rulesetSpec;
        try {
            return load(file, new StringReader(text));
        } finally {
            this.forcedRuleset = null;
        }
    }

    private String forcedRuleset;

    private LoadResult loadFile(Path path) {
        String file = path.toString();
        if (!Files.isRegularFile(path)) {
            // A pipe or a device would make the read below wait for ever.
            return LoadResult.failed(new Problem(file, 1, 1, Phrase.of("problem", Files.isDirectory(path) ? "file.folder"
                    : Files.exists(path) ? "file.not-regular" : "file.none")));
        }
        try {
            long size = Files.size(path);
            if (size > MAX_BYTES) {
                return LoadResult.failed(new Problem(file, 1, 1, Phrase.of("problem", "file.too-large",
                        String.format(java.util.Locale.ROOT, "%.1f", size / 1048576.0))));
            }
            byte[] bytes = Files.readAllBytes(path);
            String text;
            try {
                text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(bytes)).toString();
            } catch (CharacterCodingException e) {
                return LoadResult.failed(new Problem(file, 1, 1, Phrase.of("problem", "file.not-utf8")));
            }
            return load(file, new StringReader(text));
        } catch (IOException e) {
            return LoadResult.failed(new Problem(file, 1, 1, Phrase.of("problem", "file.cannot-read", String.valueOf(e.getMessage()))));
        }
    }

    public LoadResult load(String file, Reader reader) {
        Node root;
        try {
            root = new YamlNodes(file).parse(reader);
        } catch (DataException e) {
            return LoadResult.failed(YamlProblems.of(e));
        }
        NodeReader r = new NodeReader(file, bundle.rulebook()::title).language(language);
        try {
            Scenario s = read(r, root);
            return r.problems().isEmpty() && s != null ? new LoadResult(s, List.of(), r.warnings())
                    : new LoadResult(null, r.problems(), r.warnings());
        } catch (RuntimeException | StackOverflowError e) {
            // A mistake the checks above did not foresee must still not stop the other files.
            List<Problem> all = new ArrayList<>(r.problems());
            all.add(new Problem(file, 1, 1, Phrase.of("problem", "internal.reading", e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()))));
            return new LoadResult(null, all);
        }
    }

    private Scenario read(NodeReader r, Node root) {
        Map<String, Node> f = r.map(root, NodeReader.what("scenario"), TOP);
        if (!r.problems().isEmpty() && f.isEmpty()) {
            return null;
        }
        String id = text(r, root, f, "id");
        Node titleNode = r.required(root, f, "title", NodeReader.what("scenario"));
        String title = titleNode == null ? null : r.say(titleNode, "title");
        String topic = text(r, root, f, "topic");
        String theme = "";
        if (f.containsKey("theme")) {
            theme = r.text(f.get("theme"), "theme");
            if (theme != null && !theme.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
                r.problem(f.get("theme"), Phrase.of("problem", "scenario.theme", theme));
            }
        }
        Node goalNode = r.required(root, f, "goal", NodeReader.what("scenario"));
        String goal = goalNode == null ? null : r.say(goalNode, "goal");
        Integer level = 1;
        if (f.containsKey("level")) {
            level = r.integer(f.get("level"), "level");
            if (level != null && (level < 1 || level > 3)) {
                r.problem(f.get("level"), Phrase.of("problem", "scenario.level"));
            }
        }
        List<String> sources = f.containsKey("sources") ? r.texts(f.get("sources"), "sources") : List.of();
        List<String> compare = f.containsKey("compare") ? r.texts(f.get("compare"), "compare") : List.of();
        for (String spec : compare) {
            rulesetProblem(spec).ifPresent(p -> r.problem(f.get("compare"), p));
        }
        boolean agree = f.containsKey("rulesets-agree") && Boolean.TRUE.equals(r.bool(f.get("rulesets-agree"), "rulesets-agree"));
        if (agree && compare.size() < 2) {
            r.problem(f.get("rulesets-agree"), Phrase.of("problem", "scenario.agree-needs-compare"));
        }
        RuleSet rules = ruleset(r, root, f);
        if (rules == null) {
            return null;
        }
        Node setupNode = r.required(root, f, "setup", NodeReader.what("scenario"));
        if (setupNode == null) {
            return null;
        }
        SetupReader setup = new SetupReader(r, bundle, rules);
        Table table = setup.table(setupNode);
        if (table == null) {
            return null;
        }
        Names names = new Names(r, table);
        GameState start = setup.position(setupNode, names);
        List<ScriptStep> steps = f.containsKey("script") ? new ScriptReader(r, names, bundle).steps(f.get("script")) : List.of();
        if (start == null || id == null || title == null || topic == null || goal == null) {
            return null;
        }
        return new Scenario(r.file(), id, title, topic, level == null ? 1 : level, rules.id(), goal, sources, table, start, steps,
                compare, agree, theme == null ? "" : theme);
    }

    private RuleSet ruleset(NodeReader r, Node root, Map<String, Node> f) {
        String id = "classic";
        if (f.containsKey("ruleset")) {
            id = r.text(f.get("ruleset"), "ruleset");
            if (id == null) {
                return null;
            }
        }
        if (forcedRuleset != null) {
            id = forcedRuleset;
        }
        java.util.Optional<Phrase> wrong = rulesetProblem(id);
        if (wrong.isPresent()) {
            r.problem(f.containsKey("ruleset") ? f.get("ruleset") : root, wrong.get());
            return null;
        }
        RuleSet rs = bundle.ruleset(id);
        if (f.containsKey("overrides")) {
            for (Map.Entry<ScalarNode, Node> e : r.freeMap(f.get("overrides"), "overrides").entrySet()) {
                String keyName = e.getKey().getValue();
                var key = RuleKey.named(keyName);
                if (key.isEmpty()) {
                    r.problem(e.getKey(), Phrase.of("problem", "override.unknown", keyName,
                            Suggest.didYouMean(keyName, RuleKey.ALL.stream().map(RuleKey::name).toList())));
                    continue;
                }
                rs = override(r, rs, key.get(), e.getValue());
            }
        }
        return rs;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private RuleSet override(NodeReader r, RuleSet rs, RuleKey key, Node node) {
        Object value;
        Class<?> type = key.type();
        if (type == Integer.class) {
            Integer n = r.integer(node, key.name());
            int[] range = OVERRIDE_RANGES.getOrDefault(key.name(), new int[] {0, PositionCheck.MAX_AMOUNT});
            if (n != null && (n < range[0] || n > range[1])) {
                // Plain digits: a range is written as in the file, never grouped by a language.
                Object[] args = {key.name(), String.valueOf(range[0]), String.valueOf(range[1]), String.valueOf(n)};
                if (range[1] == PositionCheck.MAX_AMOUNT) {
                    r.broken(node, RuleIds.POSITION_AMOUNT_LIMIT, Phrase.of("problem", "override.range-amount", args));
                } else {
                    r.problem(node, Phrase.of("problem", "override.range", args));
                }
                n = null;
            }
            value = n;
        } else if (type == Boolean.class) {
            value = r.bool(node, key.name());
        } else {
            String text = r.text(node, key.name());
            value = null;
            if (text != null) {
                for (Object c : type.getEnumConstants()) {
                    if (tutor.data.RuleSetLoader.yamlName((Enum<?>) c).equals(text)) {
                        value = c;
                    }
                }
                if (value == null) {
                    r.problem(node, Phrase.of("problem", "override.value", key.name(), text));
                }
            }
        }
        if (value == null) {
            return rs;
        }
        Clause<?> was = rs.clause(key);
        return rs.with(key, value, "scenario", "tutor", Bundle.SCENARIO_NOTE);
    }

    /** What is wrong with a ruleset a file names, or nothing when the bundle has it. */
    private java.util.Optional<Phrase> rulesetProblem(String spec) {
        java.util.Optional<Phrase> wrong = Suggest.rulesetProblem(bundle, spec);
        if (wrong.isPresent()) {
            return wrong;
        }
        try {
            bundle.ruleset(spec);
            return java.util.Optional.empty();
        } catch (IllegalArgumentException e) {
            return java.util.Optional.of(Phrase.literal(e.getMessage()));
        }
    }

    private static String text(NodeReader r, Node root, Map<String, Node> f, String key) {
        Node n = r.required(root, f, key, NodeReader.what("scenario"));
        return n == null ? null : r.text(n, key);
    }

    /**
     * What loading a file gave: a scenario, or the problems (never both); and warnings that do not
     * stop it loading (a text with no translation in the language asked for, shown in English).
     */
    public record LoadResult(Scenario scenario, List<Problem> problems, List<Problem> warnings) {
        public LoadResult {
            problems = List.copyOf(problems);
            warnings = List.copyOf(warnings);
        }

        public LoadResult(Scenario scenario, List<Problem> problems) {
            this(scenario, problems, List.of());
        }

        static LoadResult ok(Scenario s) {
            return new LoadResult(s, List.of());
        }

        static LoadResult failed(Problem p) {
            return new LoadResult(null, List.of(p));
        }

        public boolean loaded() {
            return scenario != null;
        }
    }

}
