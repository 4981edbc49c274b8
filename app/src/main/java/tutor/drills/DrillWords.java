package tutor.drills;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import tutor.data.Bundle;
import tutor.rules.Referee;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;
import tutor.rules.state.Table;
import tutor.scenario.EditionNames;
import tutor.text.Texts;
import tutor.trace.Arg;
import tutor.trace.Words;

/**
 * The words of a drill in the three languages a scenario holds: each text is a message of the
 * {@code drills} family with named arguments, and each argument is worded per language (money as the
 * rulebook of that language writes it, names of deeds and squares as the table calls them there).
 * A drill file carries all three, so a learner can switch language mid-drill.
 */
final class DrillWords {

    /** The languages a drill is written in, in the order the format writes them. */
    static final List<String> LANGUAGES = tutor.text.Texts.LANGUAGES;

    private final Table table;

    DrillWords(Table table) {
        this.table = table;
    }

    /** An argument: its words in a language. */
    interface Say extends Function<String, Object> { }

    /** A text in every language: {@code {en: ..., fr: ..., ru: ...}}. */
    Map<String, Object> text(String key, Map<String, Say> args) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (String lang : LANGUAGES) {
            Map<String, Object> values = new LinkedHashMap<>();
            args.forEach((k, v) -> values.put(k, v.apply(lang)));
            out.put(lang, Texts.of("drills", lang).named(key, values));
        }
        return out;
    }

    /** The same text in every language (a rejection worded by the rulebook of each). */
    static Map<String, Object> each(Function<String, String> perLanguage) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (String lang : LANGUAGES) {
            out.put(lang, perLanguage.apply(lang));
        }
        return out;
    }

    static Words words(String lang) {
        return Bundle.get().words(lang);
    }

    Say money(int amount) {
        return lang -> words(lang).money(amount, table.currency());
    }

    /** A player by name, or the Bank (or the pot) in the language's words. */
    Say player(int seat) {
        return lang -> words(lang).player(seat, table);
    }

    Say deed(int id) {
        return lang -> table.deed(id, lang);
    }

    Say space(int index) {
        return lang -> table.space(index, lang);
    }

    Say group(int id) {
        return lang -> table.group(id, lang);
    }

    Say card(int deck, int card) {
        return lang -> words(lang).value(Arg.card(deck, card), table);
    }

    static Say num(long n) {
        return lang -> n;
    }

    Say edition() {
        return lang -> EditionNames.of(table.rules(), lang);
    }

    /** The edition's name after a preposition ("selon l'édition de luxe « Boutique »"). */
    Say editionAfter() {
        return lang -> EditionNames.after(table.rules(), lang);
    }

    /** A move in the rulebook's words of each language ("Ann throws the dice"). */
    static Say move(GameState s, Move m) {
        return lang -> words(lang).format(Referee.describe(s, m), s.table());
    }

    /** Why the rules refuse a move, in the rulebook's words of each language. */
    static Map<String, Object> reason(Rejection r) {
        return each(lang -> r.reason(words(lang)));
    }

    /** Several argument values joined as a list ("a, b and c") by the language's own joining words. */
    static Say list(List<Say> items) {
        return list(items, "list.join");
    }

    /** Alternatives joined as a list ("a, b or c"): one may be done, not all ({@code list.or}). */
    static Say alternatives(List<Say> items) {
        return list(items, "list.or");
    }

    private static Say list(List<Say> items, String join) {
        return lang -> {
            Texts t = Texts.of("drills", lang);
            if (items.isEmpty()) {
                return "";
            }
            String out = String.valueOf(items.get(items.size() - 1).apply(lang));
            for (int i = items.size() - 2; i >= 0; i--) {
                Map<String, Object> v = new LinkedHashMap<>();
                v.put("head", items.get(i).apply(lang));
                v.put("tail", out);
                v.put("last", i == items.size() - 2 ? "yes" : "no");
                out = t.named(join, v);
            }
            return out;
        };
    }

    /**
     * A move's label inside a sentence: the label opens with its verb in capitals ("Заложить участок «…»: +100"), which
     * after «Например,» or «Par exemple :» must be small. Every raise label opens with a verb, never a name.
     */
    static Say inline(Say label) {
        return lang -> {
            String s = String.valueOf(label.apply(lang));
            return s.isEmpty() ? s : s.substring(0, 1).toLowerCase(java.util.Locale.forLanguageTag(lang)) + s.substring(1);
        };
    }

    /** Named arguments in the order given. */
    static Map<String, Say> args(Object... pairs) {
        Map<String, Say> out = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            Object v = pairs[i + 1];
            out.put((String) pairs[i], v instanceof Say s ? s : v instanceof Number n ? num(n.longValue()) : lang -> v);
        }
        return out;
    }
}
