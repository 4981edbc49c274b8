package tutor.trace;

import static tutor.TestWords.EN;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.Setup;
import tutor.rules.state.Table;
import tutor.sim.GameRunner;
import tutor.sim.RandomBot;

/** The engine never writes a rule id the rulebook catalogue cannot explain. */
class CatalogueCoverageTest {

    private final Rulebook rulebook = Bundle.get().rulebook();

    @Test
    void everyRuleIdConstantHasACatalogueEntryWithTextAndACitation() throws IllegalAccessException {
        Set<String> missing = new TreeSet<>();
        for (Field f : RuleIds.class.getFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == String.class) {
                String id = (String) f.get(null);
                if (rulebook.rule(id).isEmpty()) {
                    missing.add(id);
                }
            }
        }
        assertThat(missing).as("rule ids without a catalogue entry").isEmpty();
        for (RuleEntry e : rulebook.rules().values()) {
            assertThat(e.text()).as(e.id()).isNotBlank();
            assertThat(e.citations()).as(e.id() + " citations").isNotEmpty();
        }
    }

    @Test
    void everyRulesetKeyBelongsToACataloguedRule() {
        for (RuleKey<?> key : RuleKey.ALL) {
            assertThat(rulebook.rule(key.ruleId())).as(key.name()).isPresent();
        }
    }

    @Test
    void tracesOfTracedRandomGamesUseOnlyCataloguedIds() {
        Set<String> used = new TreeSet<>();
        GameRunner runner = new GameRunner();
        for (int game = 0; game < 200; game++) {
            Table table = Bundle.get().table(game % 2 == 0 ? "classic" : "modern", List.of("Ann", "Ben", "Cat"));
            runner.play(Setup.newGame(table, game), new RandomBot(game), 60, true, o -> o.trace().flatten(EN).forEach(s -> {
                used.add(s.ruleId());
                assertThat(s.text()).as("step text of " + s.ruleId()).isNotBlank();
            }));
        }
        assertThat(used).allMatch(id -> rulebook.rule(id).isPresent(), "catalogued");
        // The random games reach the heart of the rules, so this check is not vacuous.
        assertThat(used).contains(RuleIds.TURN_ROLL, RuleIds.RENT_STREET, RuleIds.CARD_DRAW, RuleIds.AUCTION_OPEN,
                RuleIds.JAIL_ENTER_SPACE, RuleIds.GO_SALARY, RuleIds.BUY_PRICE);
    }
}
