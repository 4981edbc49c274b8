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
        t.effect(new Effect.MoneyMoved("Ben", "Ann", 100, "$"));
        t.source("classic", "us-longform, Paying Rent");
        t.close();
        String text = new TextTraceRenderer(Bundle.get().rulebook()).render(t.freeze());
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
