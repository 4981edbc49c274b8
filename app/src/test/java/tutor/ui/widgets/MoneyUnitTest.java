package tutor.ui.widgets;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.Board;

/** Where an amount field puts its sign, and which unit it names, per language (the bid dialog, a lesson's answer). */
class MoneyUnitTest {

    @Test
    void englishLeadsWithTheSignFrenchAndRussianFollowWithTheirUnit() {
        Bundle bundle = Bundle.get();
        assertThat(tutor.text.Money.signLeads("$", "en")).isTrue();
        assertThat(tutor.text.Money.signLeads("$", "fr")).isFalse();
        assertThat(tutor.text.Money.signLeads("€", "ru")).isFalse();
        assertThat(tutor.text.Money.signLeads("%", "en")).isFalse();
        Board french = bundle.board(bundle.ruleset("fr-classic"));
        Board russian = bundle.board(bundle.ruleset("ru-classic"));
        assertThat(Money.unitAfter("fr", french)).isEqualTo("€");
        // The Russian edition's notes are thousands of roubles: a typed 50 is 50 тыс. ₽, and the field says so.
        assertThat(Money.unitAfter("ru", russian)).isEqualTo("тыс.\u00a0₽");
    }
}
