package tutor.ui.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/** Long Russian words on a small board are hyphenated where Russian allows a break, not clipped. */
class BoardLabelHyphenTest {

    private static final FontMetrics FM;

    static {
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        FM = g.getFontMetrics(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
        g.dispose();
    }

    @Test
    void aWordIsBrokenAtTheLastPlaceThatFits() {
        assertThat(Hyphenation.split("Подоходный", FM, FM.stringWidth("Подоход-"))).containsExactly("Подоход-", "ный");
        assertThat(Hyphenation.split("Подоходный", FM, FM.stringWidth("Подохо-"))).containsExactly("Подо-", "ходный");
        assertThat(Hyphenation.split("Подоходный", FM, FM.stringWidth("Подох-"))).containsExactly("Подо-", "ход-", "ный");
        assertThat(Hyphenation.split("Пушкинская", FM, FM.stringWidth("Пушкин-"))).containsExactly("Пушкин-", "ская");
    }

    @Test
    void russianClustersThatStartASyllableStayTogether() {
        assertThat(Hyphenation.split("Электростанция", FM, FM.stringWidth("Элект-"))).containsExactly("Элек-", "тро-", "стан-", "ция");
        assertThat(Hyphenation.split("Бесплатная", FM, FM.stringWidth("Бесп-"))).startsWith("Бес-");
        assertThat(Hyphenation.split("Бесплатная", FM, FM.stringWidth("Беспла-"))).containsExactly("Бес-", "плат-", "ная");
        assertThat(Hyphenation.split("Водопровод", FM, FM.stringWidth("Водоп-"))).containsExactly("Водо-", "про-", "вод");
        assertThat(Hyphenation.split("Водопровод", FM, FM.stringWidth("Вод-"))).containsExactly("Во-", "до-", "про-", "вод");
        // The native reader's finding (issue 24): the root «прав» stays whole.
        assertThat(Hyphenation.split("Отправляйтесь", FM, FM.stringWidth("Отправл-"))).startsWith("Отправ-");
        assertThat(Hyphenation.split("Отправляйтесь", FM, FM.stringWidth("Отправл-"))).doesNotContain("Отпра-");
        // в before л or р is split, as a Russian reader breaks it (a teacher's review of the projector board).
        assertThat(Hyphenation.split("Отправляйтесь", FM, FM.stringWidth("Отправл-"))).containsExactly("Отправ-", "ляйтесь");
    }

    @Test
    void neverBeforeASoftSignOrWithoutAVowelOnEachSide() {
        // Every part keeps a vowel, so "Электростанция" never leaves a bare "нц-" or "ция"-less stub.
        for (String part : Hyphenation.split("Электростанция", FM, FM.stringWidth("Элект-"))) {
            assertThat(part.replace("-", "")).matches(".*[аеёиоуыэюя].*");
        }
        double width = FM.stringWidth("Ленин-");
        assertThat(Hyphenation.split("Ленинградская", FM, width)).allMatch(p -> FM.stringWidth(p) <= width)
                .extracting(p -> p.replace("-", "")).containsExactly("Ленин", "град", "ская");
        assertThat(Hyphenation.split("Мальчик", FM, FM.stringWidth("Маль-"))).allMatch(p -> !p.startsWith("ь"));
    }

    @Test
    void aWordUnderSevenLettersIsNeverBroken() {
        // The projector board printed "Chan-ce" and "Inco-me Tax" (a teacher's review, 2026-11-29).
        assertThat(Hyphenation.split("Chance", FM, FM.stringWidth("Chan-"))).containsExactly("Chance");
        assertThat(Hyphenation.split("Income", FM, FM.stringWidth("Inco-"))).containsExactly("Income");
        assertThat(Hyphenation.split("Vermont", FM, FM.stringWidth("Verm-"))).containsExactly("Ver-", "mont");
    }

    @Test
    void aListedWordBreaksOnlyWhereItsListAllowsAndAnUnlistedOneNotAtAll() {
        java.util.Map<String, java.util.Set<Integer>> list = Hyphenation.breaks("Vent·nor Con·nect·i·cut");
        // The rules would break Ven-tnor where a reader does not; the list says Vent-nor.
        assertThat(Hyphenation.split("Ventnor", FM, FM.stringWidth("Ventn-"), 7, list, false)).containsExactly("Vent-", "nor");
        assertThat(Hyphenation.split("Connecticut", FM, FM.stringWidth("Connecti-"), 7, list, false)).containsExactly("Connecti-", "cut");
        assertThat(Hyphenation.split("Connecticut", FM, FM.stringWidth("Conn-"), 7, list, false)).containsExactly("Con-", "necti-", "cut");
        // Not listed: whole, however narrow the room ("Char-les" was printed on the projector).
        assertThat(Hyphenation.split("Charles", FM, FM.stringWidth("Char-"), 7, list, false)).containsExactly("Charles");
        // Punctuation round a listed word keeps its places («d'élec·tri·ci·té» in the French list).
        assertThat(Hyphenation.split("(Ventnor)", FM, FM.stringWidth("(Vent-"), 7, list, false)).containsExactly("(Vent-", "nor)");
    }

    @Test
    void aWordThatFitsOrCannotBreakIsLeftWhole() {
        assertThat(Hyphenation.split("Шанс", FM, 1000)).containsExactly("Шанс");
        assertThat(Hyphenation.split("Шанс", FM, 5)).containsExactly("Шанс");
    }
}
