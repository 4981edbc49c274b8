package tutor.scenario;

import tutor.data.Bundle;
import tutor.rules.edition.Board;
import tutor.rules.edition.HouseRule;
import tutor.rules.edition.RuleSet;
import tutor.text.Texts;

/**
 * The names of editions, house rules and boards in a language (text family {@code editions}),
 * for everything that names them to a reader: "Classique (règles américaines, version longue)".
 * A ruleset the bundle does not name (one a scenario made) keeps the title its data gives.
 */
public final class EditionNames {

    private EditionNames() {
    }

    /** A ruleset's name in a language. */
    public static String of(RuleSet rules, String language) {
        if (rules.id().contains("+")) {
            return spec(rules.id(), language);
        }
        return named("ruleset." + rules.id(), rules.title(), language);
    }

    /**
     * A ruleset's name as it reads after a preposition: « selon l'édition de luxe « Boutique » (2007) », never « selon
     * Édition de luxe… » (the bundle's {@code ruleset.after} gives each edition its article; English keeps the name).
     */
    public static String after(RuleSet rules, String language) {
        // An ICU select keyword cannot hold a hyphen: fr-classic is selected as fr_classic.
        return Texts.of("editions", language).get("ruleset.after", rules.id().replace('-', '_'), of(rules, language));
    }

    /**
     * A ruleset spec ({@code classic+go-400}) in words: the edition's name and each house rule's, joined by the bundle's
     * {@code spec.with} ("Classic (US long-form rules) + Money under Free Parking"). After the "+" a house rule takes
     * its {@code .joined} form where the language has one: French goes on in lower case («… + la cagnotte du Parc
     * gratuit»), as after any sign in running text.
     * A step a house rule decided names the house rule alone ({@code no-rent-in-jail}): that reads as the house
     * rule's name too, never as its id.
     */
    public static String spec(String spec, String language) {
        String[] parts = spec.split("\\+");
        RuleSet base = Bundle.get().rulesets().get(parts[0]);
        StringBuilder b = new StringBuilder(base == null ? houseRule(parts[0], language) : of(base, language));
        String out = b.toString();
        for (int i = 1; i < parts.length; i++) {
            HouseRule hr = Bundle.get().houseRules().get(parts[i]);
            String name = hr == null ? parts[i] : named("houserule." + hr.id() + ".joined", of(hr, language), language);
            out = Texts.of("editions", language).get("spec.with", out, name);
        }
        return out;
    }

    /** A house rule's name in a language. */
    public static String of(HouseRule rule, String language) {
        return named("houserule." + rule.id(), rule.title(), language);
    }

    /** A house rule's name in a language, by its id (the id itself where the bundle has no such rule). */
    public static String houseRule(String id, String language) {
        HouseRule hr = Bundle.get().houseRules().get(id);
        return hr == null ? id : named("houserule." + id, hr.title(), language);
    }

    /** A board's name in a language. */
    public static String of(Board board, String language) {
        return named("board." + board.id(), board.title(), language);
    }

    private static String named(String key, String title, String language) {
        Texts t = Texts.of("editions", language);
        return t.has(key) ? t.get(key) : title;
    }
}
