package tutor.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.rules.edition.Card;
import tutor.rules.edition.CardEffect;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.Table;
import tutor.trace.Arg;
import tutor.trace.Words;

/**
 * Every card of every edition, read in every language, counts in that edition's money and names its
 * board's squares: the French board's "recevez 45 €" never sits under a "45 $", the Russian board's cards
 * never say "$", and a card that moves money names the sum the engine moves, in the table's currency.
 */
class CardMoneyTest {

    private static final Set<String> SIGNS = Set.of("$", "€", "₽", "тыс.");

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void everyCardReadsInItsTablesMoney(String language) {
        Words words = Bundle.get().words(language);
        List<String> wrong = new ArrayList<>();
        int sums = 0;
        for (RuleSet rs : Bundle.get().rulesets().values()) {
            Table table = Bundle.get().table(rs.id(), List.of("Ann", "Ben"));
            String sign = table.currency();
            for (int d = 0; d < table.cards().decks().size(); d++) {
                List<Card> cards = table.cards().decks().get(d).cards();
                for (int k = 0; k < cards.size(); k++) {
                    String text = String.valueOf(words.value(Arg.card(d, k), table));
                    String where = rs.id() + " " + cards.get(k).id() + " (" + language + "): " + text;
                    if (text.contains("{") || text.contains("}")) {
                        wrong.add("placeholder left: " + where);
                    }
                    for (String other : SIGNS) {
                        if (!sign.contains(other) && !words.money(1, sign).contains(other) && text.contains(other)) {
                            wrong.add("'" + other + "' at a table counting in " + sign + ": " + where);
                        }
                    }
                    Integer amount = amount(cards.get(k).effect());
                    if (amount != null) {
                        sums++;
                        if (!text.contains(words.money(amount, sign))) {
                            wrong.add("does not say " + words.money(amount, sign) + ": " + where);
                        }
                    }
                }
            }
        }
        assertThat(sums).as("cards with a sum, over every edition").isGreaterThan(100);
        assertThat(wrong).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void aCardSendingTheTokenNamesTheSquareAsItsBoardDoes(String language) {
        Words words = Bundle.get().words(language);
        for (String edition : List.of("fr-classic", "ru-classic", "classic")) {
            Table table = Bundle.get().table(edition, List.of("Ann", "Ben"));
            for (int d = 0; d < table.cards().decks().size(); d++) {
                List<Card> cards = table.cards().decks().get(d).cards();
                for (int k = 0; k < cards.size(); k++) {
                    if (cards.get(k).effect() instanceof CardEffect.Advance a) {
                        assertThat(String.valueOf(words.value(Arg.card(d, k), table))).as(edition + " " + cards.get(k).id())
                                .contains(table.space(a.space(), language));
                    }
                }
            }
        }
    }

    /** The sum a card names, or null for a card without one (repairs name two: the house's is checked). */
    private static Integer amount(CardEffect e) {
        if (e instanceof CardEffect.Collect c) {
            return c.amount();
        } else if (e instanceof CardEffect.Pay p) {
            return p.amount();
        } else if (e instanceof CardEffect.PayEachPlayer p) {
            return p.amount();
        } else if (e instanceof CardEffect.CollectFromEachPlayer c) {
            return c.amount();
        } else if (e instanceof CardEffect.Repairs r) {
            return r.perHouse();
        }
        return null;
    }
}
