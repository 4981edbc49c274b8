package tutor.trace;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.data.Bundle;

/** The plain-text trace: indented steps with titles, ids, numbers, effects and sources. */
class TextTraceRendererTest {

    @Test
    void rendersNestedStepsWithTheirDetails() {
        Tracer t = new RecordingTracer();
        t.open(StepKind.RULE, "rent.railroad", "Ben stopped on B. & O. Railroad, which Ann owns.");
        t.open(StepKind.CALCULATION, "rent.railroad", "Ann owns 3 railroads.");
        t.input("railroads owned", "3");
        t.arithmetic("$25 x 2^(3-1) = $100");
        t.close();
        t.effect(new Effect.MoneyMoved(1, 0, 100));
        t.source("classic", "us-longform, Paying Rent");
        t.close();
        Names seats = new Names() {
            public String player(int seat) { return seat == 0 ? "Ann" : "Ben"; }
            public String deed(int id, String language) { return "deed"; }
            public String space(int index, String language) { return "space"; }
            public String deck(int index, String language) { return "deck"; }
            public String card(int deck, int card, String language) { return "card"; }
            public String group(int id, String language) { return "group"; }
            public String currency() { return "$"; }
            public java.util.Map<String, String> terms(String language) { return java.util.Map.of(); }
        };
        String text = new TextTraceRenderer(Bundle.get().rulebook()).render(t.freeze().with(seats));
        assertThat(text).isEqualTo(String.join("\n",
                "- Rent on a railroad [rent.railroad] (classic)",
                "    Ben stopped on B. & O. Railroad, which Ann owns.",
                "    -> Ben pays Ann $100",
                "    source: us-longform, Paying Rent",
                "  - Rent on a railroad [rent.railroad]",
                "      Ann owns 3 railroads.",
                "      railroads owned: 3",
                "      $25 x 2^(3-1) = $100",
                ""));
    }

    @Test
    void aRejectionIsMarked() {
        Tracer t = new RecordingTracer();
        t.leaf(StepKind.REJECTED, "jail.exit.pay-fine", "Ben is not in Jail.");
        assertThat(new TextTraceRenderer(null).render(t.freeze()))
                .isEqualTo("x jail.exit.pay-fine [jail.exit.pay-fine]\n    Ben is not in Jail.\n");
    }

    @Test
    void freezingClosesStepsLeftOpenSoNothingIsLost() {
        Tracer t = new RecordingTracer();
        t.open(StepKind.RULE, "turn.roll", "outer");
        t.open(StepKind.RULE, "token.move", "inner");
        Trace trace = t.freeze();
        assertThat(trace.steps()).hasSize(1);
        assertThat(trace.steps().get(0).children()).hasSize(1);
        assertThat(Tracer.OFF.freeze()).isSameAs(Trace.EMPTY);
    }
}
