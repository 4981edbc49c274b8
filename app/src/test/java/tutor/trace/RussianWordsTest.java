package tutor.trace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.StringReader;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.data.DataException;
import tutor.data.MessagesLoader;
import tutor.data.NamesLoader;
import tutor.rules.edition.Board;
import tutor.rules.state.Table;

/**
 * The tutor in Russian: the Russian edition's board and money, plural forms by the language's own
 * categories, card texts that name the table's own spaces and sums, and the edition's words in
 * every case form the Russian templates use.
 */
class RussianWordsTest {

    private static final Words RU = Bundle.get().words("ru");
    private static final Words EN = Bundle.get().words();

    private static Table table(String ruleset) {
        return Bundle.get().table(ruleset, List.of("Ann", "Ben"));
    }

    private static Arg card(Table t, String deck, String id) {
        int d = t.cards().deckIndex(deck);
        List<tutor.rules.edition.Card> cards = t.cards().decks().get(d).cards();
        for (int i = 0; i < cards.size(); i++) {
            if (cards.get(i).id().equals(id)) {
                return Arg.card(d, i);
            }
        }
        throw new IllegalArgumentException(id);
    }

    @Test
    void theRussianEditionRenamesEverySpaceAndKeepsEveryNumber() {
        Board ru = Bundle.get().boards().get("classic-ru");
        Board us = Bundle.get().boards().get("classic-us");
        assertThat(Bundle.get().ruleset("ru-classic").boardId()).isEqualTo("classic-ru");
        for (int i = 0; i < 40; i++) {
            assertThat(ru.space(i).name()).as("space " + i).isNotEqualTo(us.space(i).name()).matches(".*[А-Яа-яЁё].*");
            assertThat(ru.space(i).kind()).isEqualTo(us.space(i).kind());
        }
        assertThat(ru.space(39).name()).isEqualTo("Улица Арбат");
        assertThat(ru.space(0).name()).isEqualTo("Вперёд");
        assertThat(ru.deed(ru.space(39).deed()).price()).isEqualTo(400);
        assertThat(ru.deed(ru.space(39).deed()).rentLadder()).containsExactly(50, 200, 600, 1400, 1700, 2000);
        // The US names still find the same spaces, so scenarios written with them play on this board.
        assertThat(ru.spaceNamed("Boardwalk").orElseThrow().index()).isEqualTo(39);
        assertThat(ru.spaceNamed("Reading Railroad").orElseThrow().name()).isEqualTo("Рижская железная дорога");
    }

    @Test
    void aRailwayOrAUtilityIsAFieldNotALot() {
        // «Участок» is a street's word: a railway or a utility is mortgaged, bought and freed as «поле» (review-ru11 T3).
        Table t = table("ru-classic");
        int street = t.board().spaceNamed("Boardwalk").orElseThrow().deed();
        int rail = t.board().spaceNamed("Reading Railroad").orElseThrow().deed();
        int utility = t.board().spaceNamed("Electric Company").orElseThrow().deed();
        Msg mortgage = Msg.of("raise.mortgage", "deed", Arg.deed(rail), "amount", Arg.money(100));
        assertThat(RU.format(mortgage, t)).isEqualTo("Заложить поле «Рижская железная дорога»: +100\u00a0тыс.\u00a0₽");
        assertThat(RU.format(Msg.of("raise.mortgage", "deed", Arg.deed(street), "amount", Arg.money(200)), t))
                .isEqualTo("Заложить участок «Улица Арбат»: +200\u00a0тыс.\u00a0₽");
        assertThat(RU.format(Msg.of("reject.mortgage.already", "deed", Arg.deed(utility)), t)).isEqualTo("Поле «Электростанция» уже в залоге.");
        assertThat(RU.format(Msg.of("say.lift", "player", Arg.player(0), "deed", Arg.deed(rail)), t))
                .isEqualTo("Ann снимает залог с поля «Рижская железная дорога»");
    }

    @Test
    void theRussianEditionsMoneyIsThousandsOfRoubles() {
        Table t = table("ru-classic");
        assertThat(t.currency()).isEqualTo("тыс. ₽");
        assertThat(RU.money(1500, t.currency())).isEqualTo("1,5\u00a0млн\u00a0₽");
        assertThat(RU.money(400, t.currency())).isEqualTo("400\u00a0тыс.\u00a0₽");
        assertThat(EN.money(1500, t.currency())).isEqualTo("₽1,500k");
        assertThat(EN.money(-50, t.currency())).isEqualTo("\u2212₽50k");
        assertThat(t.board().money(200)).isEqualTo("₽200k");
        // One form for the same money in English: the lab, the lessons and the command line write it as the rulings do.
        assertThat(tutor.text.Money.english(1500, t.currency())).isEqualTo("₽1,500k");
        assertThat(tutor.text.Money.of(java.math.BigDecimal.valueOf(1500.5), t.currency(), "en")).isEqualTo("₽1,500.50k");
        assertThat(tutor.text.Money.of(java.math.BigDecimal.valueOf(-0.09), t.currency(), "en")).isEqualTo("\u2212₽90");
        assertThat(new tutor.text.Message("lab", "returns.rent.alone", java.util.List.of(tutor.text.Message.money(1500, t.currency()))).in("en"))
                .isEqualTo("Rent on the lot alone: ₽1,500k");
        // Other editions keep their sign, each language writing it its own way.
        assertThat(RU.money(1500, "$")).isEqualTo("1\u00a0500\u00a0$");
        assertThat(EN.money(1500, "$")).isEqualTo("$1,500");
        assertThat(table("classic").board().money(200)).isEqualTo("$200");
    }

    @Test
    void countsTakeTheRussianPluralForms() {
        Table t = table("classic");
        Map<Integer, String> forms = Map.of(1, "1 клетку", 2, "2 клетки", 5, "5 клеток", 11, "11 клеток", 21, "21 клетку", 22, "22 клетки");
        forms.forEach((n, words) -> assertThat(RU.format(Msg.of("move.forward", "player", Arg.player(0), "n", n, "space", Arg.space(5)), t))
                .isEqualTo("Ann идёт на " + words + " вперёд, на поле «Reading Railroad»."));
        assertThat(RU.format(Msg.of("rent.has-houses", "deed", Arg.deed(0), "n", 3), t)).isEqualTo("На участке «Mediterranean Avenue» стоят 3 дома.");
        assertThat(RU.format(Msg.of("rent.has-houses", "deed", Arg.deed(0), "n", 1), t)).isEqualTo("На участке «Mediterranean Avenue» стоит 1 дом.");
        assertThat(RU.format(Msg.of("status.buildings", "n", 0), t)).isEqualTo("построек нет");
    }

    @Test
    void cardTextsNameTheTablesOwnSpacesAndMoney() {
        Table ru = table("ru-classic");
        Table us = table("classic");
        assertThat((String) RU.value(card(ru, "chance", "ch-illinois"), ru)).startsWith("Отправляйтесь на поле „Площадь Маяковского“.");
        assertThat((String) RU.value(card(us, "chance", "ch-illinois"), us)).startsWith("Отправляйтесь на поле „Illinois Avenue“.");
        // No full stop of its own at the end: a card is always quoted, and Russian puts the stop after the closing «» (issue 24).
        assertThat((String) RU.value(card(ru, "chance", "ch-dividend"), ru)).isEqualTo("Банк выплачивает вам дивиденды: 50\u00a0тыс.\u00a0₽");
        assertThat((String) RU.value(card(us, "chance", "ch-dividend"), us)).isEqualTo("Банк выплачивает вам дивиденды: 50\u00a0$");
        assertThat((String) RU.value(card(us, "chance", "ch-utility"), us)).contains("в 10 раз больше выпавшего");
        assertThat((String) RU.value(Arg.deck(ru.cards().deckIndex("community-chest")), ru)).isEqualTo("Общественная казна");
        // The Boutique Edition's words reach its card texts and deck names too.
        Table boutique = table("boutique");
        assertThat((String) RU.value(card(boutique, "chance", "ch-repairs"), boutique)).contains("за каждый бутик").contains("за каждый торговый центр");
        assertThat((String) RU.value(Arg.deck(boutique.cards().deckIndex("chance")), boutique)).isEqualTo("Мгновенное сообщение");
        // English keeps the printed texts.
        assertThat((String) EN.value(card(us, "chance", "ch-dividend"), us)).isEqualTo("The Bank pays you a dividend of $50.");
    }

    /**
     * A board with its own words (boutiques, amusements) gives every case form of each word it
     * replaces, so no Russian ruling mixes the edition's word with the classic one.
     */
    @Test
    void everyBoardsOwnWordsComeInEveryCaseForm() {
        Set<String> checked = new HashSet<>();
        for (Board b : Bundle.get().boards().values()) {
            Map<String, String> names = b.localized().names("ru");
            Set<String> families = new HashSet<>();
            names.keySet().stream().filter(k -> k.startsWith("term:")).forEach(k -> families.add(family(k.substring(5))));
            for (String key : RU.terms().keySet()) {
                if (families.contains(family(key))) {
                    assertThat(names).as(b.id() + " in Russian: the word '" + key + "'").containsKey("term:" + key);
                    checked.add(b.id());
                }
            }
        }
        assertThat(checked).contains("boutique-us", "junior");
    }

    /** The word a term is a form of: "houses gen" and "House" are forms of "house", "utilities" of "utility". */
    private static String family(String key) {
        String word = key.toLowerCase(Locale.ROOT).split(" ")[0];
        return word.endsWith("ies") ? word.substring(0, word.length() - 3) + "y" : word.endsWith("s") ? word.substring(0, word.length() - 1) : word;
    }

    @Test
    void aCardTextNamingWhatNoCardProvidesIsRefusedWithItsPosition() {
        String yaml = "language: ru\ncards:\n  us-pre2008:\n    cards:\n      ch-dividend: \"Банк платит {amout}.\"\n";
        DataException e = catchThrowableOfType(DataException.class, () -> new NamesLoader().load("names-ru.yaml", new StringReader(yaml),
                Bundle.get().boards(), Bundle.get().cardSets()));
        assertThat(e.line()).isEqualTo(5);
        assertThat(e.problem()).contains("{amout}").contains("amount");
        String broken = "language: ru\ncards:\n  us-pre2008:\n    cards:\n      ch-dividend: \"Банк платит {amount.\"\n";
        DataException syntax = catchThrowableOfType(DataException.class, () -> new NamesLoader().load("names-ru.yaml", new StringReader(broken),
                Bundle.get().boards(), Bundle.get().cardSets()));
        assertThat(syntax.problem()).startsWith("ch-dividend is not a valid template");
    }

    @Test
    void aCurrencysOwnFormatMustPlaceTheAmount() {
        String yaml = "language: xx\nformat:\n  money: \"{sign}{amount}\"\n  money-grouping: false\n  money-by-sign: {\"тыс. ₽\": \"₽k\"}\nterms: {}\nmessages: {}\n";
        DataException e = catchThrowableOfType(DataException.class, () -> new MessagesLoader().load("xx-messages.yaml", new StringReader(yaml)));
        assertThat(e.line()).isEqualTo(5);
        assertThat(e.problem()).isEqualTo("the money format for 'тыс. ₽' must contain {amount} (or {thousands})");
    }
}
