package tutor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code play}: computer-only games run through, a person answers from stdin, bad input is refused clearly. */
class PlayCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String stdin, String... args) {
        out.reset();
        err.reset();
        return Cli.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aSeedIsAnIdentifierAndIsNeverGrouped() {
        assertThat(run("", "play", "--seats", "bot,bot", "--seed", "105834", "--turns", "1", "--rulings", "brief")).isZero();
        assertThat(out()).contains("A game under Classic (US long-form rules), seed 105834.").doesNotContain("105,834");
        assertThat(run("", "play", "--seats", "bot,bot", "--seed", "105834", "--turns", "1", "--rulings", "brief", "--lang", "fr")).isZero();
        assertThat(out()).contains("tirage n°\u00a0105834.");
    }

    /** A player reads rulings, not a rules lawyer: no rule id, ruleset id or card id (a reader once saw «карточка: cc-opera»). */
    @Test
    void aRulingInPlayShowsNoIdOnlyNames() {
        for (String language : java.util.List.of("en", "fr", "ru")) {
            assertThat(run("", "play", "--seats", "bot,bot", "--seed", "3", "--turns", "60", "--lang", language)).isZero();
            assertThat(out()).as(language).contains(tutor.scenario.EditionNames.spec("classic", language))
                    .doesNotContainPattern("\\[[a-z]+\\.[a-z.-]+\\]").doesNotContain("(classic)")
                    .doesNotContainPattern("\\b(cc|ch)-[a-z]").containsPattern("«[^»]{20,}»|\"[^\"]{20,}\"");
        }
    }

    @Test
    void aGameOfComputersRunsToItsEndWithASummaryAndTheSameSeedPlaysTheSameGame() {
        assertThat(run("", "play", "--seats", "bot,bot:trader", "--seed", "7", "--rulings", "brief")).isZero();
        String first = out();
        // Seed 7: buy-all outlasts the trader, who goes bankrupt in turn 146.
        assertThat(first).contains("A game under Classic (US long-form rules), seed 7.")
                .contains("Ann: the computer (buys everything)").contains("Ben: the computer (trader)")
                .contains("Ben declares bankruptcy")
                .contains("Game over after 146 turns: Ann wins.")
                .contains("Ben (bankrupt in turn 146)");
        // Rent paid by one is rent received by the other: the summary's total is the sum of either column.
        assertThat(first).containsPattern("Ann +\\$[\\d,]+ +\\$[\\d,]+ +\\$1,024 +\\$546")
                .containsPattern("Ben \\(bankrupt in turn 146\\) +\\$0 +\\$0 +\\$546 +\\$1,024")
                .contains("Rent paid in this game: $1,570.");
        assertThat(run("", "play", "--seats", "bot,bot:trader", "--seed", "7", "--rulings", "brief")).isZero();
        assertThat(out()).isEqualTo(first);
    }

    @Test
    void aTurnLimitStopsTheGameAndNamesTheRichest() {
        assertThat(run("", "play", "--seats", "bot,bot:trader", "--seed", "7", "--turns", "3")).isZero();
        // Full rulings: each move is a heading with its rule trace.
        assertThat(out()).contains("## Ann throws the dice").contains("Ann throws 6 + 1 = 7.").contains("- Throw and move\n")
                .contains("The turn limit (3) is reached")
                .contains("Stopped in turn 4 (3 turns played in full); the richest player is Ben.");
        // Ann paid $15 tax and $200 + $400 for two deeds: $885 cash, worth $885 + $600 at printed prices.
        assertThat(out()).containsPattern("Ann +\\$885 +\\$1,485").containsPattern("Ben +\\$1,300 +\\$1,500");
    }

    @Test
    void aPersonAnswersWithNumbersAsksWhyNotAndIsToldWhatIsWrong() {
        String answers = String.join("\n", "1", "?", "9", "1 250", "1", "q") + "\n";
        assertThat(run(answers, "play", "--seats", "human,bot", "--seed", "7", "--rulings", "brief")).isZero();
        String text = out();
        assertThat(text).contains("Ann: a person").contains("Turn 1. Ann to act: a throw of the dice.")
                .contains("Ann holds $1,500.").contains("  1. Ann throws the dice")
                // Seed 7: 6+1 to Chance, the poor tax.
                .contains("Ann holds $1,485.").contains("  1. Ann ends the turn")
                .contains("Ann throws the dice: Only doubles earn another throw, and Ann's last throw was not doubles. End the turn. "
                        + "[turn.doubles.again]")
                .contains("'9' is not one of the moves: type a number from 1 to 1")
                .contains("'1 250' is not one of the moves")
                .contains("Ben buys the deed at its printed price")
                .contains("Stopped at your request.")
                .contains("Stopped in turn 3 (2 turns played in full)");
    }

    @Test
    void undoTakesBackAPurchaseButNotTheThrowAndTheCoachSpeaksBeforeIt() {
        // Turn 3 (Ann's second): 4+4 to Pennsylvania Railroad, on offer.
        String answers = String.join("\n", "1", "1", "1", "1", "u", "u", "2", "s", "q") + "\n";
        assertThat(run(answers, "play", "--seats", "human,bot", "--seed", "7", "--rulings", "brief", "--coach", "on")).isZero();
        String text = out();
        assertThat(text).contains("Turn 3. Ann to act: whether to buy Pennsylvania Railroad.")
                .contains("Buy Pennsylvania Railroad for $200: you would hold $1,285.")
                .contains("Pennsylvania Railroad would ask $25 of a player who stops there (now $0).")
                .contains("Ann buys the deed at its printed price")
                .contains("Took back 1 move.")
                .contains("Nothing to take back: a throw of the dice is a barrier")
                .contains("Ann declines to buy");
        // After the undo and the refusal Ann still has the $1,485 she had before the offer; the railroad is not hers.
        assertThat(text).contains("  Ann: $1,485 on Pennsylvania Railroad");
        // Unasked, the coach speaks only to the decision on offer: no mortgage figures every turn.
        assertThat(text).doesNotContain("Mortgage Pennsylvania Railroad");
    }

    @Test
    void atARealTableThePersonTypesTheDiceAsTheyFell() {
        // Two people: Ann's dice fell 5 and 5 (doubles, to Just Visiting); a bad die is refused first.
        String answers = String.join("\n", "d 7 1", "d 5 5", "d 2", "d 2 1", "s", "q") + "\n";
        assertThat(run(answers, "play", "--seats", "human,human", "--seed", "3", "--rulings", "brief")).isZero();
        String text = out();
        assertThat(text).contains("Type d and the 2 dice as they fell, each from 1 to 6: d 3 4.")
                .contains("Turn 1. Ann to act: a throw of the dice.")
                .contains("Ann throws the dice");
        // 5+5 is doubles: Ann throws again, 2+1 from Just Visiting to States Avenue, on offer.
        assertThat(text).contains("whether to buy States Avenue").contains("  Ann: $1,500 on States Avenue");
    }

    @Test
    void theEndOfTheInputStopsTheGameCleanly() {
        assertThat(run("1\n", "play", "--seats", "human,human", "--seed", "2", "--rulings", "brief")).isZero();
        assertThat(out()).contains("Input ended: the game stops here.").contains("Stopped in turn");
    }

    @Test
    void badSeatsAndCountsAreRefusedWithWhatIsWrong() {
        assertThat(run("", "play")).isEqualTo(2);
        assertThat(err()).contains("play needs --seats (for example --seats human,bot,bot:trader).");
        assertThat(run("", "play", "--seats", "human,robot")).isEqualTo(2);
        assertThat(err()).contains("'robot' is not a seat: write human, bot or bot:STRATEGY");
        assertThat(run("", "play", "--seats", "human,bot:hoarder")).isEqualTo(2);
        assertThat(err()).contains("--seats lists who plays each seat");
        assertThat(run("", "play", "--seats", "human")).isEqualTo(2);
        assertThat(err()).contains("This edition (classic) seats 2 to ");
        assertThat(run("", "play", "--seats", "bot,bot", "--names", "Ann,Ann")).isEqualTo(2);
        assertThat(err()).contains("--names gives one different name for each seat (2)");
        assertThat(run("", "play", "extra", "--seats", "bot,bot")).isEqualTo(2);
        assertThat(err()).contains("not 'extra'");
    }

    @Test
    void theGameSpeaksFrench() {
        assertThat(run("", "play", "--seats", "bot,bot", "--seed", "7", "--turns", "2", "--rulings", "brief", "--lang", "fr"))
                .isZero();
        assertThat(out()).contains("Ann\u00a0: un joueur virtuel (achète tout)");
    }

    @Test
    void aLineOfHundredsOfMegabytesIsCutAndAnsweredLikeAnyWrongAnswer() {
        // 64 MB of 'x' on one line, then a quit: read in chunks, cut at 1,000 characters, never held whole.
        long size = 64L * 1024 * 1024;
        java.io.InputStream huge = new java.io.SequenceInputStream(new java.io.InputStream() {
            private long left = size;

            @Override
            public int read() {
                return left-- > 0 ? 'x' : -1;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (left <= 0) {
                    return -1;
                }
                int n = (int) Math.min(len, left);
                java.util.Arrays.fill(b, off, off + n, (byte) 'x');
                left -= n;
                return n;
            }
        }, new ByteArrayInputStream("\r\nq\n".getBytes(StandardCharsets.UTF_8)));
        out.reset();
        int code = Cli.run(new String[] {"play", "--seats", "human,bot", "--seed", "7", "--rulings", "brief"}, huge,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).isZero();
        assertThat(out()).contains("'" + "x".repeat(PlayCommand.MAX_LINE) + "\u2026' is not one of the moves").contains("Stopped at your request.");
        assertThat(out().length()).isLessThan(20_000);
    }

    @Test
    void linesEndInAnyOfTheUsualWays() throws Exception {
        java.io.BufferedReader in = new java.io.BufferedReader(new java.io.StringReader("a\r\nb\rc\n\nd"));
        assertThat(PlayCommand.readLine(in)).isEqualTo("a");
        assertThat(PlayCommand.readLine(in)).isEqualTo("b");
        assertThat(PlayCommand.readLine(in)).isEqualTo("c");
        assertThat(PlayCommand.readLine(in)).isEmpty();
        assertThat(PlayCommand.readLine(in)).isEqualTo("d");
        assertThat(PlayCommand.readLine(in)).isNull();
    }
}
