package tutor.analysis;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import tutor.rules.edition.Board;
import tutor.text.Message;
import tutor.text.Texts;

/** The lab's lines as messages of the {@code lab} texts, with their typed arguments; worded only when shown. */
final class Say {

    /** Chances in the working are shown to four places of a percent (2.6260%), as Truman Collins prints them. */
    static final int ODDS_PLACES = 4;

    private Say() {
    }

    static Message lab(String key, Object... args) {
        return Message.of("lab", key, args);
    }

    /** A square, deed or group by the name the board prints, with its names in every language the tutor speaks. */
    static Message.Arg name(Board board, String printed) {
        Map<String, String> names = new LinkedHashMap<>();
        for (String lang : Texts.LANGUAGES) {
            names.put(lang, board.localized().name(lang, printed));
        }
        return new Message.Name(printed, names);
    }

    static Message.Arg money(Board board, BigDecimal amount) {
        return Message.money(amount, board.currency());
    }

    static Message.Arg money(Board board, long amount) {
        return Message.money(amount, board.currency());
    }

    static Message.Arg money(Board board, BigDecimal amount, int places) {
        return Message.money(amount, board.currency(), places);
    }

    static Message.Arg odds(double chance) {
        return Message.percent(chance, ODDS_PLACES);
    }
}
