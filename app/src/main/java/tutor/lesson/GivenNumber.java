package tutor.lesson;

import java.math.BigDecimal;
import java.util.List;
import tutor.text.Message;
import tutor.text.Phrase;

/**
 * A number the lesson sets as an example, not a fact the tutor claims: a bank's interest rate the
 * teacher chooses, a worth to reason about. It is printed as "an example the lesson sets", and other
 * computations of the lesson may take it as a parameter by its figure id ({@code rate: bank-rate}),
 * so a teacher who changes the example changes every number that follows from it.
 */
public record GivenNumber(String ruleset, BigDecimal value, Unit unit) implements Computation.Worked {

    public Basis basis() {
        return Basis.EXAMPLE;
    }

    public Phrase said() {
        return Phrase.of("figures", "figure.given");
    }

    @Override
    public Figures.Computed work(LessonLab lab) {
        return new Figures.Computed(value, List.of(Figures.say("given")));
    }
}
