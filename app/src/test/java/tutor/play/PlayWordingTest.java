package tutor.play;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.text.Texts;

/**
 * The Play screen's turn line and the end-of-game headline read as a native speaker would say them: the French
 * turn is «Tour 3», not «Tour de joueur 3» (which reads as "player 3's turn"), and a stopped game is «arrêtée au
 * 4e tour (3 tours terminés)»; the Russian line puts the name first, in the nominative: «Ann: бросить кубики» (RussianGrammarTest).
 */
class PlayWordingTest {

    @Test
    void theFrenchTurnLineCountsTurnsNotPlayers() {
        Texts fr = Texts.of("play", "fr");
        assertThat(fr.get("cli.turn", 3, "Cat", "lancer les dés")).isEqualTo("Tour 3 — Cat doit lancer les dés.");
        assertThat(fr.get("summary.stopped", 3, "Cat", 4)).isEqualTo("Partie arrêtée au 4e tour (3 tours terminés)\u00a0; le joueur le plus riche est Cat.");
        assertThat(fr.get("summary.none", 0, null, 1)).isEqualTo("Partie arrêtée au 1er tour (0 tour terminé).");
        assertThat(fr.get("summary.won", 41, "Ben")).isEqualTo("Partie terminée en 41 tours\u00a0: Ben gagne.");
        for (String key : new String[] {"cli.turn", "summary.won", "summary.stopped", "summary.none"}) {
            assertThat(fr.get(key, 2, "Ann", 3)).as(key).doesNotContain("tour de joueur").doesNotContain("tours de joueur");
        }
    }

    /**
     * The coach's averages under the Russian edition, whose board counts in thousands of roubles: a sum under a
     * thousand is written in whole roubles, «237 ₽» beside «10 тыс. ₽», not «237,21 ₽» (review-ru9 T9).
     */
    @Test
    void theCoachWritesRoublesUnderAThousandWithoutKopecks() {
        PlayText ru = new PlayText("ru", tutor.data.Bundle.get().table("ru-classic", java.util.List.of("Ann", "Ben")));
        assertThat(ru.money(0.23721).replace('\u00a0', ' ')).isEqualTo("237 ₽");
        assertThat(ru.money(0.0426).replace('\u00a0', ' ')).isEqualTo("43 ₽");
        assertThat(ru.money(10.0).replace('\u00a0', ' ')).isEqualTo("10 тыс. ₽");
        PlayText en = new PlayText("en", tutor.data.Bundle.get().table("classic", java.util.List.of("Ann", "Ben")));
        assertThat(en.money(2.3721)).isEqualTo("$2.37");
    }

    @Test
    void theRussianTurnLineSaysWhoseMoveItIs() {
        assertThat(Texts.of("play", "ru").get("cli.turn", 3, "Cat", "бросить кубики")).isEqualTo("Ход 3. Решает Cat: бросить кубики.");
    }
}
