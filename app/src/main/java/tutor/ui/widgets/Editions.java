package tutor.ui.widgets;

import tutor.data.Bundle;
import tutor.rules.edition.HouseRule;
import tutor.rules.edition.RuleSet;
import tutor.text.Texts;

/**
 * Editions and house rules by their names in the window's language ("Classique (règles américaines
 * longues)"). The texts name every bundled edition ({@code edition.classic}) and house rule
 * ({@code houseRule.go-400}); one they do not know (a ruleset added to the data later) keeps the title
 * its file gives it.
 */
public final class Editions {

    private Editions() {
    }

    /** An edition (or an edition with house rules, "classic+go-400") by its name in words. */
    public static String name(Texts t, String spec) {
        String[] parts = spec.split("\\+");
        RuleSet edition = Bundle.get().rulesets().get(parts[0]);
        String name = t.has("edition." + parts[0]) ? t.get("edition." + parts[0]) : edition == null ? parts[0] : edition.title();
        for (int i = 1; i < parts.length; i++) {
            name = t.get("edition.withHouseRule", name, houseRule(t, parts[i]));
        }
        return name;
    }

    /** The ruleset a game is played under, by its name in words. */
    public static String name(Texts t, RuleSet rules) {
        return name(t, rules.id());
    }

    /** A house rule by its name in words. */
    public static String houseRule(Texts t, String id) {
        if (t.has("houseRule." + id)) {
            return t.get("houseRule." + id);
        }
        HouseRule hr = Bundle.get().houseRules().get(id);
        return hr == null ? id : hr.title();
    }
}
