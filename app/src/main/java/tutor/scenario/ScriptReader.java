package tutor.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import tutor.data.Bundle;
import tutor.text.Phrase;
import tutor.rules.state.Move;

/** Reads a scenario's script: narration, the learner's decisions, other moves, questions, checks. */
final class ScriptReader extends PartReader {

    static final List<String> STEPS = List.of("narrate", "ask", "move", "question", "check");
    static final List<String> ASK_KEYS = List.of("player", "prompt", "expect", "wrong", "hints", "feedback");
    static final List<String> WRONG_KEYS = List.of("move", "why", "rule");
    static final List<String> QUESTION_KEYS = List.of("prompt", "choices", "answer", "explain", "wrong", "hints", "unit");
    static final List<String> WRONG_ANSWER_KEYS = List.of("amount", "choice", "why", "rule");

    private final MoveParser moves;
    private final CheckParser checks;
    private final Bundle bundle;

    ScriptReader(NodeReader r, Names names, Bundle bundle) {
        super(r, names);
        this.moves = new MoveParser(r, names);
        this.checks = new CheckParser(r, names);
        this.bundle = bundle;
    }

    List<ScriptStep> steps(Node script) {
        List<ScriptStep> steps = new ArrayList<>();
        for (Node stepNode : r.list(script, "script")) {
            Map<String, Node> f = r.map(stepNode, NodeReader.what("script-step"), STEPS);
            if (f.size() != 1) {
                if (f.size() > 1) {
                    r.problem(stepNode, Phrase.of("problem", "script.one-thing", String.join(", ", STEPS)));
                }
                continue;
            }
            Map.Entry<String, Node> e = f.entrySet().iterator().next();
            int line = stepNode.getStartMark().getLine() + 1;
            ScriptStep step = switch (e.getKey()) {
                case "narrate" -> {
                    String t = r.say(e.getValue(), "narrate");
                    yield t == null ? null : new ScriptStep.Narrate(line, t);
                }
                case "ask" -> ask(e.getValue(), line);
                case "move" -> {
                    Move m = moves.parse(e.getValue(), -1);
                    String refused = MoveParser.refusedBy(r, e.getValue());
                    if (!refused.isEmpty()) {
                        ruleId(e.getValue(), refused);
                    }
                    yield m == null ? null : new ScriptStep.Play(line, m, refused);
                }
                case "question" -> question(e.getValue(), line);
                default -> new ScriptStep.Checkpoint(line, checks.parse(e.getValue()));
            };
            if (step != null) {
                steps.add(step);
            }
        }
        return steps;
    }

    private ScriptStep ask(Node node, int line) {
        Map<String, Node> f = r.map(node, "ask", ASK_KEYS);
        Node playerNode = r.required(node, f, "player", "ask");
        Node promptNode = r.required(node, f, "prompt", "ask");
        Node expectNode = r.required(node, f, "expect", "ask");
        int player = playerNode == null ? -2 : names.player(playerNode, "player", false);
        String prompt = promptNode == null ? null : r.say(promptNode, "prompt");
        List<Move> expected = new ArrayList<>();
        if (expectNode != null && player >= 0) {
            List<Node> options = expectNode instanceof org.yaml.snakeyaml.nodes.SequenceNode ? r.list(expectNode, "expect") : List.of(expectNode);
            for (Node o : options) {
                Move m = moves.parse(o, player);
                if (m != null) {
                    expected.add(m);
                }
            }
        }
        List<ScriptStep.WrongMove> wrong = new ArrayList<>();
        if (f.containsKey("wrong") && player >= 0) {
            for (Node w : r.list(f.get("wrong"), "wrong")) {
                Map<String, Node> wf = r.map(w, NodeReader.what("wrong-move"), WRONG_KEYS);
                Node mv = r.required(w, wf, "move", NodeReader.what("wrong-move"));
                Node why = r.required(w, wf, "why", NodeReader.what("wrong-move"));
                Node rule = r.required(w, wf, "rule", NodeReader.what("wrong-move"));
                Move m = mv == null ? null : moves.parse(mv, player);
                String whyText = why == null ? null : r.say(why, "why");
                String ruleId = rule == null ? null : r.text(rule, "rule");
                if (ruleId != null) {
                    ruleId(rule, ruleId);
                }
                if (m != null && whyText != null && ruleId != null) {
                    wrong.add(new ScriptStep.WrongMove(m, whyText, ruleId));
                }
            }
        }
        List<String> hints = f.containsKey("hints") ? r.sayAll(f.get("hints"), "hints") : List.of();
        String feedback = f.containsKey("feedback") ? r.say(f.get("feedback"), "feedback") : "";
        if (player < 0 || prompt == null || expected.isEmpty()) {
            return null;
        }
        return new ScriptStep.Ask(line, player, prompt, expected, wrong, hints, feedback == null ? "" : feedback);
    }

    private ScriptStep question(Node node, int line) {
        Map<String, Node> f = r.map(node, "question", QUESTION_KEYS);
        Node prompt = r.required(node, f, "prompt", "question");
        Node answer = r.required(node, f, "answer", "question");
        Node explain = r.required(node, f, "explain", "question");
        List<String> choices = f.containsKey("choices") ? r.englishAll(f.get("choices"), "choices") : List.of();
        List<String> shown = f.containsKey("choices") ? r.sayAll(f.get("choices"), "choices") : List.of();
        String promptText = prompt == null ? null : r.say(prompt, "prompt");
        String explainText = explain == null ? null : r.say(explain, "explain");
        if (answer == null || promptText == null || explainText == null) {
            return null;
        }
        int index;
        if (choices.isEmpty()) {
            Integer amount = r.integer(answer, NodeReader.what("answer-amount"));
            if (amount == null) {
                return null;
            }
            index = amount;
        } else {
            String a = answer instanceof ScalarNode s ? s.getValue() : null;
            index = a == null ? -1 : choices.indexOf(a);
            if (index < 0) {
                r.problem(answer, Phrase.of("problem", "question.answer-not-choice", a == null ? Phrase.literal("") : Suggest.didYouMean(a, choices)));
                return null;
            }
        }
        List<ScriptStep.WrongAnswer> wrong = f.containsKey("wrong") ? wrongAnswers(f.get("wrong"), choices, index) : List.of();
        List<String> hints = f.containsKey("hints") ? r.sayAll(f.get("hints"), "hints") : List.of();
        String unit = f.containsKey("unit") ? unit(f.get("unit"), choices) : "";
        return unit == null || shown.size() != choices.size() ? null
                : new ScriptStep.Question(line, promptText, shown, index, explainText, wrong, hints, unit);
    }

    /** What an amount question counts, when it is not money: a plain word such as "houses". Null after a problem. */
    private String unit(Node node, List<String> choices) {
        String u = r.text(node, "unit");
        if (u == null) {
            return null;
        }
        if (!choices.isEmpty()) {
            r.problem(node, Phrase.of("problem", "question.unit-with-choices"));
            return null;
        }
        if (!u.matches("[a-z][a-z -]*")) {
            r.problem(node, Phrase.of("problem", "question.unit-word"));
            return null;
        }
        return u;
    }

    /**
     * The common wrong answers of a question: {@code amount} for an amount question, {@code choice}
     * (the text of a choice) for multiple choice; each with {@code why} and, if it helps, the {@code rule}.
     */
    private List<ScriptStep.WrongAnswer> wrongAnswers(Node list, List<String> choices, int answer) {
        boolean amounts = choices.isEmpty();
        String key = amounts ? "amount" : "choice";
        List<ScriptStep.WrongAnswer> out = new ArrayList<>();
        for (Node w : r.list(list, "wrong")) {
            Map<String, Node> wf = r.map(w, NodeReader.what("wrong-answer"), WRONG_ANSWER_KEYS);
            String other = amounts ? "choice" : "amount";
            if (wf.containsKey(other)) {
                r.problem(wf.get(other), Phrase.of("problem", amounts ? "question.wrong-by-amount" : "question.wrong-by-choice"));
                continue;
            }
            Node valueNode = r.required(w, wf, key, NodeReader.what("wrong-answer"));
            Node why = r.required(w, wf, "why", NodeReader.what("wrong-answer"));
            Integer value = valueNode == null ? null : wrongValue(valueNode, choices);
            String whyText = why == null ? null : r.say(why, "why");
            String ruleId = "";
            if (wf.containsKey("rule")) {
                ruleId = r.text(wf.get("rule"), "rule");
                if (ruleId != null) {
                    ruleId(wf.get("rule"), ruleId);
                }
            }
            if (value == null || whyText == null || ruleId == null) {
                continue;
            }
            if (value == answer) {
                r.problem(valueNode, amounts ? Phrase.of("problem", "question.wrong-amount-is-answer", String.valueOf(answer))
                        : Phrase.of("problem", "question.wrong-choice-is-answer"));
            } else if (out.stream().anyMatch(o -> o.value() == value)) {
                r.problem(valueNode, Phrase.of("problem", "question.wrong-twice"));
            } else {
                out.add(new ScriptStep.WrongAnswer(value, whyText, ruleId));
            }
        }
        return out;
    }

    /** A wrong answer's value: the amount, or the index of the choice it names. */
    private Integer wrongValue(Node node, List<String> choices) {
        if (choices.isEmpty()) {
            return r.integer(node, NodeReader.what("wrong-amount"));
        }
        String c = node instanceof ScalarNode s ? s.getValue() : null;
        int i = c == null ? -1 : choices.indexOf(c);
        if (i < 0) {
            r.problem(node, Phrase.of("problem", "question.wrong-not-choice", c == null ? Phrase.literal("") : Suggest.didYouMean(c, choices)));
            return null;
        }
        return i;
    }

    private void ruleId(Node at, String id) {
        if (bundle.rulebook().rule(id).isEmpty()) {
            r.problem(at, Phrase.of("problem", "rule.unknown", id, Suggest.didYouMean(id, bundle.rulebook().rules().keySet())));
        }
    }
}
