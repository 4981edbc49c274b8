package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A question in the window: Hint climbs its own ladder to the worked answer, and the common
 * wrong amounts get their own explanations (the rent without the doubling, the rent with a house).
 */
class QuestionFeedbackIT extends AbstractTutorIT {

    @Test
    void aQuestionOffersHintsAndExplainsTheCommonWrongAmounts() {
        openScenario("rent-complete-group");
        assertThat(situation()).contains("How much rent does Ben pay for Boardwalk?");

        window.button("action.hint").requireEnabled().click();
        assertThat(situation()).contains("Hint: Look at who owns the other dark blue street.");

        window.textBox("situation.amount").enterText("50");
        window.button("situation.answer").click();
        assertThat(situation()).contains("$50 is Boardwalk's printed rent, but Ann owns the whole dark blue group, so it is doubled.");
        window.textBox("situation.amount").deleteText().enterText("200");
        window.button("situation.answer").click();
        assertThat(situation()).contains("$200 is Boardwalk's rent with one house. It has no houses.");

        window.button("action.hint").click();
        window.button("action.hint").click();
        assertThat(situation()).contains("Worked answer: Ann owns Park Place and Boardwalk, so Ben pays 2 × $50 = $100.");
        window.button("action.hint").requireDisabled();

        window.textBox("situation.amount").deleteText().enterText("100");
        window.button("situation.answer").click();
        assertThat(situation()).contains("the rent on an unbuilt street doubles to $100");
        // The decision that follows has a ladder of its own, from its first rung.
        window.button("action.hint").requireEnabled().click();
        assertThat(situation()).contains("Hint: This is about building on a complete colour group.");
        assertThat(onEdt(() -> model().activity().hintsUsed())).isTrue();
    }
}
