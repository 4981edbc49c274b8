package tutor.trace;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;

/** The plain-text trace: indented steps with titles, ids, numbers, effects and sources, worded by a language. */
class TextTraceRendererTest {

    /** Two seats, Ann and Ben, and the railroads of a board. */
    private static final Names SEATS = new Names() {
        public String player(int seat) { return seat == 0 ? "Ann" : "Ben"; }
        public String deed(int id, String language) { return "B. & O. Railroad"; }
        public String space(int index, String language) { return "space " + index; }
        public String deck(int index, String language) { return "deck"; }
        public String card(int deck, int card, String language) { return "card"; }
        public String group(int id, String language) { return "group"; }
        public String currency() { return "$"; }
        public Map<String, String> terms(String language) { return Map.of("railroads", "transportation spaces"); }
    };

    @Test
    void rendersNestedStepsWithTheirDetailsInTheWordsOfTheLanguageAndTheEdition() {
        Tracer t = new RecordingTracer();
        try (Step rent = t.step(StepKind.RULE, "rent.railroad", "test.stopped", "player", Arg.player(1), "deed", Arg.deed(5),
                "owner", Arg.player(0))) {
            try (Step calc = t.step(StepKind.CALCULATION, "rent.railroad", "test.owns", "player", Arg.player(0), "n", 3)) {
                t.given("owned", Arg.num(3));
                t.calc("test.railroad-rent", "base", Arg.money(25), "n", 3, "rent", Arg.money(100));
            }
            t.effect(new Effect.MoneyMoved(1, 0, 100));
            t.source("classic", "us-longform, Paying Rent");
        }
        Words words = new Words("en", Map.of(
                "test.stopped", "{player} stopped on {deed}, which {owner} owns.",
                "test.owns", "{player} owns {n, plural, one {# {t_railroad}} other {# {t_railroads}}}.",
                "input.owned", "{t_railroads} owned",
                "value", "{v}",
                "test.railroad-rent", "{base} x 2^({n}-1) = {rent}",
                "effect.money", "{from} pays {to} {amount}",
                "render.source", "source: {value}", "render.source-section", "{title} — {section}", "render.input", "{name}: {value}"), Map.of("railroad", "railroad", "railroads", "railroads"));
        tutor.trace.Rulebook book = new tutor.trace.Rulebook("en", Bundle.get().rulebook().sources(), Bundle.get().rulebook().rules(), words);
        String text = new TextTraceRenderer(book, id -> id.equals("classic") ? "Classic rules" : id, true).render(t.freeze().with(SEATS));
        assertThat(text).isEqualTo(String.join("\n",
                "- Rent on a railroad [rent.railroad] \u2014 Classic rules",
                "    Ben stopped on B. & O. Railroad, which Ann owns.",
                "    -> Ben pays Ann $100",
                "    source: Hasbro US rules, long form (as printed in the Boutique Edition, 2007) — Paying Rent",
                "  - Rent on a railroad [rent.railroad]",
                "      Ann owns 3 transportation spaces.",
                "      transportation spaces owned: 3",
                "      $25 x 2^(3-1) = $100",
                ""));
    }

    /** A player in {@code play} reads a ruling, not a rules lawyer: no rule id, the edition by its name ({@code explain} keeps the ids). */
    @Test
    void forAPlayerAStepShowsNoRuleIdAndTheEditionByItsName() {
        Tracer t = new RecordingTracer();
        try (Step open = t.step(StepKind.RULE, "auction.open", "test.open")) {
            t.source("classic", "");
        }
        Words words = new Words("en", Map.of("test.open", "The Bank auctions the deed."), Map.of());
        tutor.trace.Rulebook book = new tutor.trace.Rulebook("en", Bundle.get().rulebook().sources(), Bundle.get().rulebook().rules(), words);
        String played = new TextTraceRenderer(book, id -> "Classic rules", false).render(t.freeze().with(SEATS));
        assertThat(played).startsWith("- " + book.title("auction.open") + " \u2014 Classic rules\n")
                .doesNotContain("[auction.open]").doesNotContain("(classic)");
        String markdown = new MarkdownTraceRenderer(book, id -> "Classic rules", false).render(t.freeze().with(SEATS));
        assertThat(markdown).startsWith("- **" + book.title("auction.open") + "** \u2014 _Classic rules_  \n  The Bank auctions the deed.  \n");
    }

    @Test
    void aRejectionIsMarkedAndAMessageWithNoTemplateShowsItsId() {
        Tracer t = new RecordingTracer();
        t.note(StepKind.REJECTED, "jail.exit.pay-fine", "reject.nowhere", "player", Arg.player(1));
        assertThat(new TextTraceRenderer(null).render(t.freeze()))
                .isEqualTo("x jail.exit.pay-fine [jail.exit.pay-fine]\n    [reject.nowhere]\n");
    }

    @Test
    void freezingClosesStepsLeftOpenSoNothingIsLost() {
        Tracer t = new RecordingTracer();
        t.step(StepKind.RULE, "turn.roll", "outer");
        t.step(StepKind.RULE, "token.move", "inner");
        Trace trace = t.freeze();
        assertThat(trace.steps()).hasSize(1);
        assertThat(trace.steps().get(0).children()).hasSize(1);
        assertThat(Tracer.OFF.freeze()).isSameAs(Trace.EMPTY);
        assertThat(List.of(Tracer.OFF.step(StepKind.RULE, "turn.roll", "outer"))).containsExactly(Step.NONE);
    }
}
