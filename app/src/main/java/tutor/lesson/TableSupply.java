package tutor.lesson;

import java.math.BigDecimal;
import java.util.List;
import tutor.rules.edition.Deed;
import tutor.rules.state.GameState;
import tutor.scenario.Scenario;
import tutor.text.Message;
import tutor.text.Phrase;
import tutor.text.Texts;

/**
 * The houses and hotels in a scenario's starting position: what the Bank still holds, and what one player
 * has on the board (a four-house lock holds houses the others cannot buy).
 *
 * @param part {@code bank-houses}, {@code bank-hotels}, {@code houses} or {@code hotels} (the player's)
 */
public record TableSupply(String ruleset, String scenario, String player, String part) implements Computation.Worked {

    public static final List<String> PARTS = List.of("bank-houses", "bank-hotels", "houses", "hotels");

    public Unit unit() {
        return Unit.COUNT;
    }

    /** Houses held and left in the Bank are counted off the scenario's position. */
    public Basis basis() {
        return Basis.POSITION;
    }

    public Phrase said() {
        return Phrase.of("figures", "figure.supply", scenario, part, player == null ? "" : player);
    }

    @Override
    public Figures.Computed work(LessonLab lab) {
        Scenario sc = lab.data().scenario(scenario).orElseThrow(() -> new IllegalArgumentException("no scenario " + scenario));
        GameState s = sc.start();
        int seat = player == null ? -1 : sc.table().seats().indexOf(player);
        if (player != null && seat < 0) {
            throw new IllegalArgumentException("no player '" + player + "' in " + scenario);
        }
        int houses = 0;
        int hotels = 0;
        for (Deed d : s.board().deeds()) {
            if (seat >= 0 && s.estates().owner(d.id()) == seat) {
                houses += s.estates().houses(d.id());
                hotels += s.estates().hotel(d.id()) ? 1 : 0;
            }
        }
        List<Message> why = new java.util.ArrayList<>(List.of(Figures.say("supply.bank", s.bankHouses(), s.bankHotels())));
        if (seat >= 0) {
            why.add(Figures.say("supply.player", Message.code(player), houses, hotels));
        }
        int v = switch (part) {
            case "bank-houses" -> s.bankHouses();
            case "bank-hotels" -> s.bankHotels();
            case "houses" -> houses;
            default -> hotels;
        };
        return new Figures.Computed(BigDecimal.valueOf(v), why);
    }
}
