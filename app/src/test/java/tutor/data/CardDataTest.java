package tutor.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import tutor.rules.edition.Card;
import tutor.rules.edition.CardEffect;
import tutor.rules.edition.CardSet;
import tutor.rules.edition.DeckDef;

/** Both US card printings: 16 + 16 cards each, every effect typed, the printed amounts. */
class CardDataTest {

    private static Map<String, Card> deck(String set, String deck) {
        CardSet cs = Bundle.get().cardSets().get(set);
        DeckDef def = cs.decks().get(cs.deckIndex(deck));
        assertThat(def.cards()).as(set + " " + deck).hasSize(16);
        return def.cards().stream().collect(Collectors.toMap(Card::id, Function.identity()));
    }

    @Test
    void eachPrintingHasSixteenPlusSixteenCards() {
        for (String set : List.of("us-pre2008", "us-2008")) {
            assertThat(deck(set, "chance")).hasSize(16);
            assertThat(deck(set, "community-chest")).hasSize(16);
        }
    }

    @Test
    void eachDeckHasExactlyOneGetOutOfJailFreeAndOneGoToJail() {
        for (String set : List.of("us-pre2008", "us-2008")) {
            for (String d : List.of("chance", "community-chest")) {
                assertThat(deck(set, d).values().stream().filter(c -> c.effect() instanceof CardEffect.GetOutOfJailFree)).hasSize(1);
                assertThat(deck(set, d).values().stream().filter(c -> c.effect() instanceof CardEffect.GoToJail)).hasSize(1);
            }
        }
    }

    @Test
    void chanceHasTwoNearestRailroadCardsPayingTwiceAndOneUtilityCardAtTenTimes() {
        for (String set : List.of("us-pre2008", "us-2008")) {
            Map<String, Card> chance = deck(set, "chance");
            assertThat(chance.values().stream().filter(c -> c.effect().equals(new CardEffect.NearestRailroad(2)))).hasSize(2);
            assertThat(chance.get("ch-utility").effect()).isEqualTo(new CardEffect.NearestUtility(10));
            assertThat(chance.get("ch-repairs").effect()).isEqualTo(new CardEffect.Repairs(25, 100));
            assertThat(chance.get("ch-chairman").effect()).isEqualTo(new CardEffect.PayEachPlayer(50));
            assertThat(chance.get("ch-back-3").effect()).isEqualTo(new CardEffect.Back(3));
            assertThat(chance.get("ch-reading").effect()).isEqualTo(new CardEffect.Advance(5));
            assertThat(chance.get("ch-boardwalk").effect()).isEqualTo(new CardEffect.Advance(39));
            assertThat(chance.get("ch-go").effect()).isEqualTo(new CardEffect.Advance(0));
            assertThat(chance.get("ch-illinois").effect()).isEqualTo(new CardEffect.Advance(24));
            assertThat(chance.get("ch-st-charles").effect()).isEqualTo(new CardEffect.Advance(11));
            assertThat(chance.get("ch-loan").effect()).isEqualTo(new CardEffect.Collect(150));
            assertThat(chance.get("ch-dividend").effect()).isEqualTo(new CardEffect.Collect(50));
            Map<String, Card> chest = deck(set, "community-chest");
            assertThat(chest.get("cc-repairs").effect()).isEqualTo(new CardEffect.Repairs(40, 115));
            assertThat(chest.get("cc-go").effect()).isEqualTo(new CardEffect.Advance(0));
            assertThat(chest.get("cc-bank-error").effect()).isEqualTo(new CardEffect.Collect(200));
            assertThat(chest.get("cc-doctor").effect()).isEqualTo(new CardEffect.Pay(50));
        }
    }

    @Test
    void thePrintingsDifferWhereThe2008RefreshChangedThem() {
        Map<String, Card> oldChest = deck("us-pre2008", "community-chest");
        Map<String, Card> newChest = deck("us-2008", "community-chest");
        assertThat(oldChest.get("cc-stock").effect()).isEqualTo(new CardEffect.Collect(45));
        assertThat(newChest.get("cc-stock").effect()).isEqualTo(new CardEffect.Collect(50));
        assertThat(oldChest.get("cc-school").effect()).isEqualTo(new CardEffect.Pay(150));
        assertThat(newChest.get("cc-school").effect()).isEqualTo(new CardEffect.Pay(50));
        assertThat(oldChest.get("cc-opera").effect()).isEqualTo(new CardEffect.CollectFromEachPlayer(50));
        assertThat(newChest.get("cc-birthday").effect()).isEqualTo(new CardEffect.CollectFromEachPlayer(10));
        assertThat(deck("us-pre2008", "chance").get("ch-poor-tax").effect()).isEqualTo(new CardEffect.Pay(15));
        assertThat(deck("us-2008", "chance").get("ch-speeding").effect()).isEqualTo(new CardEffect.Pay(15));
    }
}
