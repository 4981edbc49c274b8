package tutor.scenario;

import java.util.List;
import tutor.rules.state.Ruling;
import tutor.text.Phrase;
import tutor.text.Texts;
import tutor.trace.MarkdownTraceRenderer;
import tutor.trace.Rulebook;
import tutor.trace.TextTraceRenderer;
import tutor.trace.Trace;

/**
 * A scenario's rulings, step by step, as plain text or as Markdown for sharing. The report's own
 * words ("The right move", "Hint 1") are the {@code report} texts of a language; the rulings are
 * worded by the rulebook, and the scenario's texts are those the loader read in that language.
 */
public final class ScenarioReport extends RulingReport {

    /** A report in the rulebook's language. */
    public ScenarioReport(Rulebook rulebook, boolean markdown) {
        this(rulebook, rulebook.language(), markdown);
    }

    /**
     * A report whose own words are in {@code language} (which may be the pseudo-language of the
     * tests, {@link Texts#PSEUDO}), with rulings worded by {@code rulebook}.
     */
    public ScenarioReport(Rulebook rulebook, String language, boolean markdown) {
        this(rulebook, language, markdown, false);
    }

    /** True for a report to share (File > Export, {@code explain --export}): no rule ids, and the standing in sentences. */
    private final boolean forReaders;

    private ScenarioReport(Rulebook rulebook, String language, boolean markdown, boolean forReaders) {
        super(rulebook, language, markdown);
        this.forReaders = forReaders;
    }

    /**
     * The Markdown a teacher shares: what the window shows, never code. Rules by their titles only, and where things
     * stand in sentences ("Boardwalk is mortgaged.", "Waiting for: Ann decides about the mortgage."), not "true" or a
     * decision's id.
     */
    public static ScenarioReport toShare(Rulebook rulebook, String language) {
        return new ScenarioReport(rulebook, language, true, true);
    }

    public String render(ScenarioRunner.Run run) {
        Scenario sc = run.scenario();
        StringBuilder out = new StringBuilder();
        heading(out, 1, sc.title());
        line(out, label("label.topic") + t.get("topic.line", topic(sc.topic()), sc.level(), sc.rulesetId(),
                EditionNames.of(sc.table().rules(), rulebook.language())));
        line(out, sentenceLabel("label.goal") + sc.goal());
        if (!sc.sources().isEmpty()) {
            line(out, label("label.sources") + tutor.text.Lists.series(sc.sources().stream().map(rulebook::cited).toList(), rulebook.language()));
        }
        out.append('\n');
        for (ScenarioRunner.Played p : run.played()) {
            step(out, p);
        }
        if (!run.failed().isEmpty()) {
            heading(out, 2, t.get("heading.fails"));
            for (Phrase f : run.failed()) {
                line(out, (markdown ? "- " : "  ") + f.in(language));
            }
        }
        return out.toString();
    }

    /** A topic's name ("Jail"), or its id where the texts have none (a teacher's own topic). */
    private String topic(String id) {
        return t.has("topic." + id) ? t.get("topic." + id) : id;
    }

    private void step(StringBuilder out, ScenarioRunner.Played p) {
        ScriptStep step = p.step();
        if (step instanceof ScriptStep.Narrate n) {
            line(out, n.text());
            out.append('\n');
        } else if (step instanceof ScriptStep.Ask a) {
            heading(out, 2, t.get("heading.decides", p.before().table().name(a.player())));
            line(out, a.prompt());
            line(out, label("label.right-move") + MoveText.describe(p.before(), p.move(), rulebook.words()));
            trace(out, p.ruling());
            if (!a.feedback().isEmpty()) {
                line(out, sentenceLabel("label.why-right") + a.feedback());
            }
            for (ScriptStep.WrongMove w : a.wrong()) {
                line(out, sentenceLabel("label.mistake") + t.get("mistake", MoveText.describe(p.before(), w.move(), rulebook.words()), w.why())
                        + cite(w.ruleId()));
            }
            hints(out, a.hints());
            out.append('\n');
        } else if (step instanceof ScriptStep.Play pl) {
            heading(out, 2, MoveText.describe(p.before(), pl.move(), rulebook.words()));
            trace(out, p.ruling());
            out.append('\n');
        } else if (step instanceof ScriptStep.Question q) {
            heading(out, 2, t.get("heading.question"));
            line(out, q.prompt());
            if (q.isAmount()) {
                line(out, label("label.answer") + amount(q, q.answer(), p));
            } else {
                for (int i = 0; i < q.choices().size(); i++) {
                    line(out, (markdown ? "- " : "  ") + letter(i) + ") " + q.choices().get(i));
                }
                line(out, label("label.answer") + letter(q.answer()) + ") " + q.choices().get(q.answer()));
            }
            line(out, sentenceLabel("label.why") + q.explain());
            for (ScriptStep.WrongAnswer w : q.wrong()) {
                String given = q.isAmount() ? amount(q, w.value(), p) : letter(w.value()) + ")";
                line(out, label("label.wrong-answer") + t.get("mistake", given, w.why()) + cite(w.ruleId()));
            }
            hints(out, q.hints());
            out.append('\n');
        } else if (step instanceof ScriptStep.Checkpoint c) {
            heading(out, 2, t.get("heading.standing"));
            for (Expectation e : c.expectations()) {
                // A checkpoint moves nothing: the position it checked is the one it was reached with.
                Phrase diff = e.difference(p.before());
                String shown = forReaders ? standing(e, p.before()) : t.get("check.line", e.claim().in(language), e.value().in(language));
                line(out, (markdown ? "- " : "  ") + shown
                        + (diff == null ? "" : t.get("check.not-so", Phrase.of("report", "failure.at-line", String.valueOf(e.line()), diff).in(language))));
            }
            out.append('\n');
        }
    }

    /** A checkpoint as a sentence where it is a yes or no, or the decision waited for; else its claim and value in words. */
    private String standing(Expectation e, tutor.rules.state.GameState s) {
        if (e.claim() instanceof Phrase.Keyed c && e.value() instanceof Phrase.Keyed v) {
            String claim = c.key().substring("claim.".length());
            if (v.key().equals("value.true") || v.key().equals("value.false")) {
                String key = "stand." + claim + "." + v.key().substring("value.".length());
                if (t.has(key)) {
                    return Phrase.of("report", key, c.args().toArray()).in(language);
                }
            }
            if (claim.equals("pending") && v.key().startsWith("pending.")) {
                int actor = s.pending().actor();
                String who = actor >= 0 && actor < s.players().size() ? s.table().name(actor) : "";
                return t.get("stand.pending", t.get("stand." + v.key(), who));
            }
        }
        return t.get("check.line", e.claim().in(language), e.value().in(language));
    }

    /** An amount answer as the learner reads it: money in the language's format, or a count with its unit. */
    private String amount(ScriptStep.Question q, int value, ScenarioRunner.Played p) {
        return q.amountText(value, n -> rulebook.words().money(n, p.before().table().currency()), language);
    }

    private void hints(StringBuilder out, List<String> ladder) {
        for (int i = 0; i < ladder.size(); i++) {
            line(out, sentenceLabelText(i == ladder.size() - 1 ? t.get("label.worked") : t.get("label.hint", i + 1)) + ladder.get(i));
        }
    }

    /** " (Title, [rule.id])" after a mistake's explanation, or nothing when it names no rule. */
    private String cite(String ruleId) {
        if (ruleId.isEmpty()) {
            return "";
        }
        return forReaders ? t.get("cite.title", rulebook.title(ruleId)) : t.get(markdown ? "cite.markdown" : "cite", rulebook.title(ruleId), ruleId);
    }

    private void trace(StringBuilder out, Ruling ruling) {
        if (ruling == null) {
            return;
        }
        Trace tr = ruling.trace();
        java.util.function.Function<String, String> editions = id -> EditionNames.spec(id, rulebook.language());
        String body = markdown ? new MarkdownTraceRenderer(rulebook, editions, !forReaders).render(tr)
                : new TextTraceRenderer(rulebook, editions, true).render(tr);
        if (!markdown) {
            body = body.indent(2);
        }
        // A blank line ends the ruling's bullets, or the line after them runs on into the last one.
        out.append(body).append(markdown ? "\n" : "");
    }

    private void heading(StringBuilder out, int level, String text) {
        if (markdown) {
            out.append("#".repeat(level)).append(' ').append(text).append("\n\n");
        } else {
            out.append(level == 1 ? text.toUpperCase(rulebook.words().locale()) : t.get("format.heading", text)).append('\n');
        }
    }

    /** A choice's letter in the reader's alphabet: а) б) в) in Russian. */
    private char letter(int i) {
        String letters = t.get("choice.letters").replaceAll("[^\\p{L}]", "");
        return i < letters.length() ? letters.charAt(i) : (char) ('a' + i);
    }

    private String label(String key) {
        return labelText(t.get(key));
    }

    /** A label before a whole sentence: French and Russian close it with a full stop, so the sentence keeps its capital. */
    private String sentenceLabel(String key) {
        return sentenceLabelText(t.get(key));
    }

    private String sentenceLabelText(String text) {
        return t.get(markdown ? "format.label.sentence.markdown" : "format.label.sentence", text);
    }

    private String labelText(String text) {
        return t.get(markdown ? "format.label.markdown" : "format.label", text);
    }

    private void line(StringBuilder out, String text) {
        out.append(text).append(markdown ? "  \n" : "\n");
    }

}
