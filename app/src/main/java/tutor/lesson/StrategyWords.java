package tutor.lesson;

import java.util.Optional;
import tutor.text.Message;
import tutor.text.Texts;

/**
 * A simulator strategy as a class reads it ("Keeps $200 in reserve", not "reserve-200"), as a message of the budget
 * texts worded when shown, so a lesson's working, the lab's summary and its charts name a strategy the same way.
 */
public final class StrategyWords {

    private StrategyWords() {
    }

    /** The strategy's name for a spec ("buy-all", "reserve-200", "bid-to-120"), money in the board's currency; empty if it has none. */
    public static Optional<Message> of(String spec, String currency) {
        if (spec.matches("reserve-\\d+")) {
            return Optional.of(Message.of("budget", "strategy.reserve.named", Message.money(Long.parseLong(spec.substring(8)), currency)));
        }
        if (spec.matches("bid-to-\\d+")) {
            return Optional.of(Message.of("budget", "strategy.bid-to.named", Message.percent(Integer.parseInt(spec.substring(7)) / 100.0, 0)));
        }
        return Texts.of("budget", "en").has("strategy." + spec + ".name") ? Optional.of(Message.of("budget", "strategy." + spec + ".name"))
                : Optional.empty();
    }

    /** The strategy as an argument of a working line: its name, or the spec itself where it has none. */
    public static Message.Arg arg(String spec, String currency) {
        return of(spec, currency).<Message.Arg>map(Message.Nested::new).orElse(Message.code(spec));
    }
}
