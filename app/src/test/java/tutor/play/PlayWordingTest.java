package tutor.play;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.text.Texts;

/**
 * The Play screen's turn line and the end-of-game headline read as a native speaker would say them: the French
 * turn is «Tour 3», not «Tour de joueur 3» (which reads as "player 3's turn"); the summary counts the same turns, so
 * it says «41 tours de joueur», where no number follows « joueur » and a pupil does not read rounds of the table
 * (review-fr12 T8); the Russian line puts the name first, in the nominative: «Ann: бросить кубики» (RussianGrammarTest).
 */
class PlayWordingTest {

    @Test
    void theFrenchTurnLineCountsTurnsNotPlayers() {
        Texts fr = Texts.of("play", "fr");
        assertThat(fr.get("cli.turn", 3, "Cat", "lancer les dés")).isEqualTo("Tour 3 — Cat doit lancer les dés.");
        assertThat(fr.get("summary.stopped", 3, "Cat", 4)).isEqualTo("Partie arrêtée au 4e tour de joueur (3 tours terminés)\u00a0; le joueur le plus riche est Cat.");
        assertThat(fr.get("summary.none", 0, null, 1)).isEqualTo("Partie arrêtée au 1er tour de joueur (0 tour terminé).");
        assertThat(fr.get("summary.won", 41, "Ben")).isEqualTo("Partie terminée en 41 tours de joueur\u00a0: Ben gagne.");
        assertThat(fr.get("cli.turn", 2, "Ann", 3)).doesNotContain("tour de joueur");
    }

    @Test
    void theRussianTurnLineSaysWhoseMoveItIs() {
        assertThat(Texts.of("play", "ru").get("cli.turn", 3, "Cat", "бросить кубики")).isEqualTo("Ход 3. Решает Cat: бросить кубики.");
    }
}
