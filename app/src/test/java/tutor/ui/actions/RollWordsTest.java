package tutor.ui.actions;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tutor.data.Bundle;
import tutor.rules.Referee;
import tutor.rules.edition.RuleSet;
import tutor.text.Texts;

/**
 * The roll button counts the dice of the game shown (review-ru10 N7): Monopoly for Kids throws one die, and its
 * ruling says «Ann бросает кубик», so the button beside it must not say «Бросить кубики».
 */
class RollWordsTest {

    private static String rollFor(String ruleset, String language) {
        MoveAction roll = MoveActions.create(new Referee(), new MoveDialogs(null, null), m -> { }).stream()
                .filter(a -> a.id().equals("action.roll")).findFirst().orElseThrow();
        RuleSet rules = Bundle.get().table(ruleset, List.of("Ann", "Ben")).rules();
        roll.relabel(Texts.of("ui", language), rules);
        return roll.title();
    }

    @ParameterizedTest
    @CsvSource({"junior,ru,Бросить кубик", "classic,ru,Бросить кубики", "junior,en,Roll the die", "classic,en,Roll dice",
            "junior,fr,Lancer le dé", "classic,fr,Lancer les dés"})
    void theButtonNamesOneDieOnlyWhereTheGameThrowsOne(String ruleset, String language, String words) {
        assertThat(rollFor(ruleset, language)).isEqualTo(words);
    }
}
