package tutor.ui.widgets;

import tutor.data.Bundle;
import tutor.rules.edition.HouseRule;
import tutor.rules.edition.RuleSet;
import tutor.scenario.EditionNames;
import tutor.text.Texts;

/**
 * Editions and house rules by their names in the window's language ("Classique (règles américaines,
 * version longue)"), as every other part of the tutor names them: the {@code editions} texts, through
 * {@link EditionNames}. One the texts do not know (a ruleset added to the data later) keeps the title its
 * file gives it.
 */
public final class Editions {

    private Editions() {
    }

    /** An edition (or an edition with house rules, "classic+go-400") by its name in words. */
    public static String name(Texts t, String spec) {
        return EditionNames.spec(spec, t.language());
    }

    /** The ruleset a game is played under, by its name in words. */
    public static String name(Texts t, RuleSet rules) {
        return name(t, rules.id());
    }

    /** A house rule by its name in words. */
    public static String houseRule(Texts t, String id) {
        HouseRule hr = Bundle.get().houseRules().get(id);
        return hr == null ? id : EditionNames.of(hr, t.language());
    }
}
