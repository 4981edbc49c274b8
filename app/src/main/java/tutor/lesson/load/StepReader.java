package tutor.lesson.load;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import tutor.data.Bundle;
import tutor.data.YamlNodes;
import tutor.lesson.ChartSpec;
import tutor.lesson.Computation;
import tutor.lesson.Figure;
import tutor.lesson.SimSpec;
import tutor.lesson.Step;
import tutor.lesson.Text;
import tutor.scenario.NodeReader;
import tutor.sim.Strategies;

/** Reads a lesson's steps, each a mapping with one key that names its kind. */
final class StepReader {

    static final List<String> KINDS = List.of("explain", "play", "question", "exercise", "chart", "simulate", "discuss", "recap");
    static final List<String> EXPLAIN = List.of("id", "text", "highlight");
    static final List<String> PLAY = List.of("id", "scenario", "mode", "compare", "intro");
    static final List<String> QUESTION = List.of("id", "prompt", "choices", "answer", "unit", "wrong", "hints", "explain", "skill");
    static final List<String> CHOICE = List.of("text", "right", "feedback");
    static final List<String> WRONG = List.of("amount", "working", "why", "rule");
    static final List<String> EXERCISE = List.of("id", "prompt", "compute", "expect", "label", "tolerance", "wrong", "hints", "explain",
            "skill", "also-right");
    static final List<String> CHART = List.of("id", "kind", "ruleset", "jail", "groups", "levels", "games", "caption");
    static final List<String> GAMES = List.of("ruleset", "players", "games", "seed", "strategies");
    static final List<String> SIMULATE = List.of("id", "games", "caption", "figures");
    static final List<String> FIGURE = List.of("id", "compute", "expect", "label");
    static final List<String> DISCUSS = List.of("id", "prompt", "answer");

    private final NodeReader r;
    private final Texts texts;
    private final ComputeReader compute;
    private final Bundle bundle;
    private final Path lessonFile;
    private final String edition;
    private final Set<String> ids = new HashSet<>();
    private int index;

    StepReader(NodeReader r, ComputeReader compute, Bundle bundle, Path lessonFile, String edition) {
        this.r = r;
        this.texts = new Texts(r);
        this.compute = compute;
        this.bundle = bundle;
        this.lessonFile = lessonFile;
        this.edition = edition;
    }

    List<Step> steps(Node list) {
        List<Step> out = new ArrayList<>();
        for (Node n : r.list(list, "steps")) {
            index++;
            if (!(n instanceof MappingNode m) || m.getValue().size() != 1 || !(m.getValue().get(0).getKeyNode() instanceof ScalarNode k)) {
                r.problem(n, "a step is a mapping with one key naming its kind: " + String.join(", ", KINDS));
                continue;
            }
            String kind = k.getValue();
            if (!KINDS.contains(kind)) {
                r.problem(k, "unknown step '" + kind + "'" + YamlNodes.didYouMean(kind, KINDS));
                continue;
            }
            Node body = m.getValue().get(0).getValueNode();
            int line = k.getStartMark().getLine() + 1;
            Step s = switch (kind) {
                case "explain" -> explain(body, line);
                case "play" -> play(body, line);
                case "question" -> question(body, line);
                case "exercise" -> exercise(body, line);
                case "chart" -> chart(body, line);
                case "simulate" -> simulate(body, line);
                case "discuss" -> discuss(body, line);
                default -> recap(body, line);
            };
            if (s != null) {
                out.add(s);
            }
        }
        return out;
    }

    /** The step's id, or kind-N; an id used twice is a problem. */
    private String id(Map<String, Node> f, String kind) {
        return id(f, kind, null);
    }

    private String id(Map<String, Node> f, String kind, Node at) {
        String id = kind + "-" + index;
        if (f.containsKey("id")) {
            String given = r.text(f.get("id"), "id");
            if (given != null && !given.matches("[a-z0-9][a-z0-9-]*")) {
                r.problem(f.get("id"), "a step id is lowercase letters, digits and dashes, such as pay-or-throw");
            } else if (given != null) {
                id = given;
            }
        }
        if (!ids.add(id)) {
            Node where = f.containsKey("id") ? f.get("id") : at != null ? at : f.values().stream().findFirst().orElse(null);
            if (where != null) {
                r.problem(where, "the step id '" + id + "' is used twice");
            }
        }
        return id;
    }

    private Step explain(Node body, int line) {
        if (body instanceof ScalarNode) {
            Text t = texts.text(body, "explain");
            return t == null ? null : new Step.Explain(id(Map.of("text", body), "explain"), line, t, List.of());
        }
        Map<String, Node> f = r.map(body, "explain", EXPLAIN);
        String id = id(f, "explain");
        Node text = r.required(body, f, "text", "explain");
        Text t = text == null ? null : texts.text(text, "text");
        List<String> highlight = f.containsKey("highlight") ? r.texts(f.get("highlight"), "highlight") : List.of();
        var board = bundle.board(bundle.ruleset(edition));
        for (String h : highlight) {
            if (board.spaceNamed(h).isEmpty() && !h.matches("\\d+")) {
                r.problem(f.get("highlight"), "no space '" + h + "' on " + board.title()
                        + YamlNodes.didYouMean(h, board.spaces().stream().map(tutor.rules.edition.Space::name).distinct().toList()));
            }
        }
        return t == null ? null : new Step.Explain(id, line, t, highlight);
    }

    private Step play(Node body, int line) {
        Map<String, Node> f = r.map(body, "play", PLAY);
        String id = id(f, "play");
        Node sc = r.required(body, f, "scenario", "play");
        String ref = sc == null ? null : r.text(sc, "scenario");
        Optional<Path> path = ref == null ? Optional.empty() : LessonFiles.resolve(lessonFile, ref);
        if (ref != null && path.isEmpty()) {
            r.problem(sc, "no scenario file '" + ref + "' (write its path from the library's top, such as scenarios/jail/own-card.yaml)");
        }
        Step.PlayMode mode = Step.PlayMode.GUIDED;
        if (f.containsKey("mode")) {
            String m = r.text(f.get("mode"), "mode");
            mode = null;
            for (Step.PlayMode pm : Step.PlayMode.values()) {
                if (pm.id().equals(m)) {
                    mode = pm;
                }
            }
            if (mode == null) {
                r.problem(f.get("mode"), "a play mode is guided, watch or quiz, not '" + m + "'");
                mode = Step.PlayMode.GUIDED;
            }
        }
        List<String> compare = f.containsKey("compare") ? r.texts(f.get("compare"), "compare") : List.of();
        for (String spec : compare) {
            try {
                bundle.ruleset(spec);
            } catch (IllegalArgumentException e) {
                r.problem(f.get("compare"), e.getMessage());
            }
        }
        Text intro = texts.optional(f, "intro", "intro");
        return path.isEmpty() ? null : new Step.Play(id, line, path.get().toString(), mode, compare, intro);
    }

    private Step question(Node body, int line) {
        Map<String, Node> f = r.map(body, "question", QUESTION);
        String id = id(f, "question");
        Text prompt = texts.required(body, f, "prompt", "a question");
        Text explain = texts.required(body, f, "explain", "a question");
        List<Step.Choice> choices = new ArrayList<>();
        BigDecimal amount = null;
        if (f.containsKey("choices") == f.containsKey("answer")) {
            r.problem(body, "a question has either 'choices' (one marked right: true) or an amount 'answer', not both and not neither");
            return null;
        }
        if (f.containsKey("choices")) {
            for (Node c : r.list(f.get("choices"), "choices")) {
                Map<String, Node> cf = r.map(c, "a choice", CHOICE);
                Node t = r.required(c, cf, "text", "a choice");
                Node fb = r.required(c, cf, "feedback", "a choice (each choice says why it is right or wrong)");
                boolean right = cf.containsKey("right") && Boolean.TRUE.equals(r.bool(cf.get("right"), "right"));
                Text tt = t == null ? null : texts.text(t, "text");
                Text ft = fb == null ? null : texts.text(fb, "feedback");
                if (tt != null && ft != null) {
                    choices.add(new Step.Choice(tt, right, ft));
                }
            }
            long rights = choices.stream().filter(Step.Choice::right).count();
            if (rights != 1) {
                r.problem(f.get("choices"), "exactly one choice must be marked right: true (" + rights + " are)");
            }
            if (choices.size() < 2) {
                r.problem(f.get("choices"), "a multiple-choice question needs at least two choices");
            }
            if (f.containsKey("unit") || f.containsKey("wrong")) {
                r.problem(f.containsKey("unit") ? f.get("unit") : f.get("wrong"),
                        "a question with choices gives each choice its feedback; 'unit' and 'wrong' belong to amount questions");
            }
        } else {
            amount = r.decimal(f.get("answer"), "answer");
        }
        String unit = f.containsKey("unit") ? r.text(f.get("unit"), "unit") : "";
        if (unit != null && !unit.isEmpty() && !tutor.lesson.AnswerUnit.KNOWN.contains(unit)) {
            r.problem(f.get("unit"), "no unit '" + unit + "'; an amount question counts money (no unit) or one of: "
                    + String.join(", ", tutor.lesson.AnswerUnit.KNOWN));
        }
        List<Step.WrongAmount> wrong = f.containsKey("wrong") ? wrong(f.get("wrong"), amount, null) : List.of();
        List<Text> hints = f.containsKey("hints") ? texts.list(f.get("hints"), "hints") : List.of();
        String skill = f.containsKey("skill") ? r.text(f.get("skill"), "skill") : "";
        if (prompt == null || explain == null || (choices.isEmpty() && amount == null)) {
            return null;
        }
        return new Step.Question(id, line, prompt, choices, amount, unit == null ? "" : unit, wrong, hints, explain, skill == null ? "" : skill);
    }

    /** The common wrong amounts, each with why; none may be the answer itself (or within the tolerance). */
    private List<Step.WrongAmount> wrong(Node list, BigDecimal answer, BigDecimal tolerance) {
        List<Step.WrongAmount> out = new ArrayList<>();
        for (Node w : r.list(list, "wrong")) {
            Map<String, Node> wf = r.map(w, "a wrong amount", WRONG);
            Node a = r.required(w, wf, "amount", "a wrong amount");
            Node why = r.required(w, wf, "why", "a wrong amount");
            BigDecimal v = a == null ? null : r.decimal(a, "amount");
            Text whyText = why == null ? null : texts.text(why, "why");
            String rule = "";
            if (wf.containsKey("rule")) {
                rule = r.text(wf.get("rule"), "rule");
                if (rule != null && bundle.rulebook().rule(rule).isEmpty()) {
                    r.problem(wf.get("rule"), "no rule '" + rule + "' in the rulebook" + YamlNodes.didYouMean(rule, bundle.rulebook().rules().keySet()));
                }
            }
            if (v == null || whyText == null) {
                continue;
            }
            if (answer != null && v.subtract(answer).abs().compareTo(tolerance == null ? BigDecimal.ZERO : tolerance) <= 0) {
                r.problem(a, "a wrong amount cannot be the answer itself (" + answer.toPlainString() + ")");
            } else if (out.stream().anyMatch(o -> o.amount().compareTo(v) == 0)) {
                r.problem(a, "this wrong amount is already listed; give each one explanation");
            } else {
                String working = wf.containsKey("working") ? r.text(wf.get("working"), "working") : "";
                out.add(new Step.WrongAmount(v, whyText, rule == null ? "" : rule, working == null ? "" : working));
            }
        }
        return out;
    }

    private Step exercise(Node body, int line) {
        Map<String, Node> f = r.map(body, "exercise", EXERCISE);
        String id = id(f, "exercise");
        Text prompt = texts.required(body, f, "prompt", "an exercise");
        Text explain = texts.required(body, f, "explain", "an exercise");
        Figure figure = figure(id, body, f, null);
        BigDecimal tolerance = BigDecimal.ZERO;
        if (f.containsKey("tolerance")) {
            tolerance = r.decimal(f.get("tolerance"), "tolerance");
            if (tolerance != null && tolerance.signum() < 0) {
                r.problem(f.get("tolerance"), "tolerance must not be negative");
            }
        }
        List<Step.WrongAmount> wrong = f.containsKey("wrong") && figure != null ? wrong(f.get("wrong"), figure.stated(), tolerance) : List.of();
        List<Text> hints = f.containsKey("hints") ? texts.list(f.get("hints"), "hints") : List.of();
        String skill = f.containsKey("skill") ? r.text(f.get("skill"), "skill") : "";
        // The answer a pupil works from the rounded figures the lesson prints (3.09% x 600), which check redoes and the screen must accept.
        List<String> alsoRight = new ArrayList<>();
        if (f.containsKey("also-right")) {
            for (Node w : r.list(f.get("also-right"), "also-right")) {
                String working = r.text(w, "also-right");
                if (working != null) {
                    alsoRight.add(working);
                }
            }
        }
        if (prompt == null || explain == null || figure == null || tolerance == null) {
            return null;
        }
        return new Step.Exercise(id, line, prompt, figure, tolerance, wrong, hints, explain, skill == null ? "" : skill, alsoRight);
    }

    /** A list of figures, each {@code {id, compute, expect}}: a lesson's own, or a simulate step's ({@code games} not null). */
    List<Figure> figures(Node list, SimSpec games) {
        List<Figure> out = new ArrayList<>();
        for (Node fig : r.list(list, "figures")) {
            Map<String, Node> ff = r.map(fig, "a figure", FIGURE);
            Node idNode = r.required(fig, ff, "id", "a figure");
            String fid = idNode == null ? null : r.text(idNode, "id");
            Figure figure = figure(fid, fig, ff, games);
            if (figure != null && fid != null) {
                out.add(figure);
            }
        }
        return out;
    }

    /** A figure: a computation and the value the file states. */
    Figure figure(String id, Node at, Map<String, Node> f, SimSpec games) {
        Node c = r.required(at, f, "compute", "a figure");
        Node e = r.required(at, f, "expect", "a figure (the value the computation must give)");
        Computation comp = c == null ? null : compute.read(c, games);
        BigDecimal stated = e == null ? null : r.decimal(e, "expect");
        Text label = texts.optional(f, "label", "label");
        if (comp != null && id != null) {
            compute.remember(id, comp);
        }
        return comp == null || stated == null ? null : new Figure(id, at.getStartMark().getLine() + 1, comp, stated, label);
    }

    private Step chart(Node body, int line) {
        Map<String, Node> f = r.map(body, "chart", CHART);
        String id = id(f, "chart");
        Node kindNode = r.required(body, f, "kind", "a chart");
        String kind = kindNode == null ? null : r.text(kindNode, "kind");
        if (kind != null && !ChartSpec.KINDS.contains(kind)) {
            r.problem(kindNode, "unknown chart '" + kind + "'" + YamlNodes.didYouMean(kind, ChartSpec.KINDS));
            return null;
        }
        String ruleset = f.containsKey("ruleset") ? r.text(f.get("ruleset"), "ruleset") : edition;
        String jail = f.containsKey("jail") ? r.text(f.get("jail"), "jail") : "short";
        if (!"short".equals(jail) && !"long".equals(jail)) {
            r.problem(f.get("jail"), "jail is short or long");
        }
        List<String> groups = f.containsKey("groups") ? r.texts(f.get("groups"), "groups") : List.of();
        List<String> levels = f.containsKey("levels") ? r.texts(f.get("levels"), "levels") : List.of();
        SimSpec games = f.containsKey("games") ? games(f.get("games")) : null;
        boolean simulated = "win-rates".equals(kind) || "net-worth".equals(kind);
        if (simulated && games == null) {
            r.problem(body, "a " + kind + " chart needs 'games': {players, games, seed, strategies}");
            return null;
        }
        if ("level-income".equals(kind) && groups.size() != 1) {
            r.problem(body, "a level-income chart names one colour group: groups: [orange]");
        }
        Text caption = texts.optional(f, "caption", "caption");
        return kind == null || ruleset == null ? null
                : new Step.Chart(id, line, new ChartSpec(kind, ruleset, jail, groups, levels, games), caption == null ? Text.en("") : caption);
    }

    SimSpec games(Node node) {
        Map<String, Node> f = r.map(node, "games", GAMES);
        String ruleset = f.containsKey("ruleset") ? r.text(f.get("ruleset"), "ruleset") : edition;
        Integer players = f.containsKey("players") ? r.integer(f.get("players"), "players") : Integer.valueOf(4);
        Node gamesNode = r.required(node, f, "games", "games");
        Integer games = gamesNode == null ? null : r.integer(gamesNode, "games");
        Integer seed = f.containsKey("seed") ? r.integer(f.get("seed"), "seed") : Integer.valueOf(1);
        Node sn = r.required(node, f, "strategies", "games");
        List<String> strategies = sn == null ? List.of() : r.texts(sn, "strategies");
        for (String s : strategies) {
            try {
                Strategies.parse(s);
            } catch (IllegalArgumentException e) {
                r.problem(sn, e.getMessage());
            }
        }
        if (games != null && (games < 1 || games > MAX_GAMES)) {
            r.problem(gamesNode, "a lesson plays 1 to 20,000 games (check plays them on every build)");
        }
        if (players != null && (players < 2 || players > 8)) {
            r.problem(f.get("players"), "2 to 8 players");
        }
        if (ruleset == null || players == null || games == null || seed == null || strategies.isEmpty()) {
            return null;
        }
        SimSpec spec = new SimSpec(ruleset, players, games, seed, strategies);
        if (games >= 1 && games <= MAX_GAMES && simulated.add(spec)) {
            totalGames += games;
            if (totalGames > MAX_GAMES && !refusedTotal) {
                refusedTotal = true; // said once, at the step that goes past the limit
                r.problem(gamesNode, "the lesson's simulations add up to " + String.format(java.util.Locale.ROOT, "%,d", totalGames) + " games here, more than the 20,000 a lesson"
                        + " may play in all (check plays them on every build); let steps share one simulation (the same games:"
                        + " are played once) or play fewer games");
            }
        }
        return spec;
    }

    /** Games a lesson may play, in one step and in all its steps and charts together (the same games are played once). */
    static final int MAX_GAMES = 20_000;
    private final java.util.Set<SimSpec> simulated = new java.util.HashSet<>();
    private long totalGames;
    private boolean refusedTotal;

    private Step simulate(Node body, int line) {
        Map<String, Node> f = r.map(body, "simulate", SIMULATE);
        String id = id(f, "simulate");
        Node g = r.required(body, f, "games", "simulate");
        SimSpec games = g == null ? null : games(g);
        Text caption = texts.optional(f, "caption", "caption");
        List<Figure> figures = games != null && f.containsKey("figures") ? figures(f.get("figures"), games) : List.of();
        return games == null ? null : new Step.Simulate(id, line, games, caption == null ? Text.en("") : caption, figures);
    }

    private Step discuss(Node body, int line) {
        Map<String, Node> f = r.map(body, "discuss", DISCUSS);
        String id = id(f, "discuss");
        Node p = r.required(body, f, "prompt", "discuss");
        Node a = r.required(body, f, "answer", "discuss (the teacher's answer to the prompt)");
        Text prompt = p == null ? null : texts.text(p, "prompt");
        Text answer = a == null ? null : texts.text(a, "answer");
        return prompt == null || answer == null ? null : new Step.Discuss(id, line, prompt, answer);
    }

    private Step recap(Node body, int line) {
        List<Text> points = texts.list(body, "recap");
        String id = "recap-" + index;
        ids.add(id);
        return points.isEmpty() ? null : new Step.Recap(id, line, points);
    }
}
