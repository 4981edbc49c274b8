package tutor.ui.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A card's words wrap between words, never inside a sum: the number, its "тыс." and its currency sign stay together. */
class CardWrapTest {

    @Test
    void aSumStaysWholeInEveryLanguagesFormat() {
        assertThat(BoardCentre.sums("заплатите каждому игроку 50 тыс. ₽.".split(" ")))
                .containsExactly("заплатите", "каждому", "игроку", "50 тыс. ₽.");
        assertThat(BoardCentre.sums("Recevez 1 500 € de la banque".split(" ")))
                .containsExactly("Recevez", "1 500 €", "de", "la", "banque");
        assertThat(BoardCentre.sums("Collect $200 salary".split(" "))).containsExactly("Collect", "$200", "salary");
    }

    @Test
    void aRussianCardFaceQuotesItsWholeTextInGuillemetsWithTheSquareInLowQuotesInside() {
        String go = "Отправляйтесь на поле „Вперёд“ и получите зарплату.";
        assertThat(BoardCentre.face(tutor.text.Texts.of("ui", "ru"), go)).isEqualTo("«" + go + "»");
        // French and English cards print their words as they are: their inner names already take the language's first quotes.
        assertThat(BoardCentre.face(tutor.text.Texts.of("ui", "fr"), "Avancez jusqu'à la case «\u00a0Départ\u00a0»."))
                .isEqualTo("Avancez jusqu'à la case «\u00a0Départ\u00a0».");
        assertThat(BoardCentre.face(tutor.text.Texts.of("ui", "en"), "Advance to GO")).isEqualTo("Advance to GO");
    }

    @Test
    void noLineEndsWithALoneCurrencySign() {
        java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(1, 1, java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.FontMetrics fm = img.createGraphics().getFontMetrics(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 12));
        double width = fm.stringWidth("каждому игроку 50 тыс.") + 1;
        for (String line : BoardCentre.wrap("Вас избрали председателем совета директоров: заплатите каждому игроку 50 тыс. ₽.", fm, width)) {
            assertThat(line).doesNotStartWith("₽").doesNotEndWith("тыс.");
        }
    }
}
