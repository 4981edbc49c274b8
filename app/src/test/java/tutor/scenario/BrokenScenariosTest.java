package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import tutor.cli.Cli;
import tutor.data.Bundle;

/**
 * Every broken file gives a clear message at the right place, never a stack trace, and never
 * stops the other files. The corpus lives in src/test/resources/broken; the huge, deep and
 * binary files are made here, at test time.
 */
class BrokenScenariosTest {

    private static final Path CORPUS = Path.of("src/test/resources/broken");
    private final ScenarioLoader loader = new ScenarioLoader(Bundle.get());

    /** File -> its first problem, as "line:column: message". */
    private static final Map<String, String> EXPECTED = new LinkedHashMap<>();

    static {
        EXPECTED.put("syntax-unclosed-bracket.yaml", "3:5: expected ',' or ']', but got :");
        EXPECTED.put("syntax-bad-indent.yaml", "3:8: mapping values are not allowed here");
        EXPECTED.put("syntax-unterminated-string.yaml", "3:1: found unexpected end of stream");
        EXPECTED.put("billion-laughs.yaml", "5:8: the aliases up to here stand for more than 10000 values, like an alias bomb; write the values out instead");
        EXPECTED.put("alias-bomb-under-the-limit.yaml", "4:36: the aliases up to here stand for more than 10000 values, like an alias bomb; write the values out instead");
        EXPECTED.put("self-referencing-alias.yaml", "5:17: the alias *s stands inside the very list or mapping it names (&s at line 5), so it would repeat for ever; write the values out instead");
        EXPECTED.put("java-type-tag.yaml", "1:5: Global tag is not allowed: tag:yaml.org,2002:java.lang.Runtime");
        EXPECTED.put("duplicate-key.yaml", "3:1: the key 'id' appears twice in a scenario");
        EXPECTED.put("empty.yaml", "1:1: the file is empty");
        EXPECTED.put("bad-dice-use.yaml", "11:43: 'quotient' is not a way to use a throw; expected one of: sum, first-die, second-die, difference, product");
        EXPECTED.put("junior-two-dice.yaml", "8:10: this game throws one die: write a throw like [4]");
        EXPECTED.put("pot-without-a-pot.yaml", "7:8: ruleset classic has no Free Parking pot; add a house rule such as +free-parking-pot, or use the seminary rules [space.free-parking.pot: Money under Free Parking (a house rule)]");
        EXPECTED.put("junior-five-players.yaml", "7:12: A game under Monopoly Junior needs 2 to 4 players, not 5 [setup.players: How many play]");
        EXPECTED.put("unknown-top-key.yaml", "5:1: unknown key 'sceanrio' in a scenario; expected one of: id, title, topic, theme, level, ruleset, overrides, goal, sources, compare, rulesets-agree, setup, script");
        EXPECTED.put("unknown-deed.yaml", "6:27: no deed named 'Boardwalks'; did you mean 'Boardwalk'?");
        EXPECTED.put("unknown-space.yaml", "6:23: no space named 'Free Parkin' on the Classic US board; did you mean 'Free Parking'?");
        EXPECTED.put("unknown-card.yaml", "7:20: no card 'ch-goo' in chance; did you mean 'ch-go'?");
        EXPECTED.put("unknown-ruleset.yaml", "5:10: no ruleset 'clasic'; did you mean 'classic'?");
        EXPECTED.put("wrong-type-cash.yaml", "6:25: cash must be a whole number, not 'lots'");
        EXPECTED.put("negative-cash.yaml", "6:25: Ann's cash cannot be negative [position.cash: Cash is never below nothing]");
        EXPECTED.put("die-out-of-range.yaml", "7:14: a die shows 1 to 6, not 7 [turn.roll: Throw and move]");
        EXPECTED.put("deed-with-two-owners.yaml", "6:54: Boardwalk is listed for two players; a deed has one owner [position.one-owner: A deed has one owner]");
        EXPECTED.put("houses-on-incomplete-group.yaml", "7:19: Buildings on the Dark Blue group, but one player does not own the whole group [build.complete-group: Building needs the whole group]");
        EXPECTED.put("houses-on-mortgaged-group.yaml", "7:19: Buildings on the Dark Blue group while a lot of it is mortgaged [build.mortgaged-group: Building with a mortgaged lot in the group]");
        EXPECTED.put("uneven-houses.yaml", "7:49: 3 houses on Boardwalk need 2 houses on Park Place first (build evenly: lots of the Dark Blue group may differ by one house at most) [build.even: Build evenly]");
        EXPECTED.put("five-houses.yaml", "7:19: Boardwalk: a lot holds 0 to 4 houses, or one hotel and no houses [build.limit: Four houses, then a hotel]");
        EXPECTED.put("mortgaged-with-a-hotel.yaml", "7:19: Boardwalk cannot be mortgaged with buildings on it [mortgage.unimproved-group: Only unimproved deeds are mortgaged]");
        EXPECTED.put("more-houses-than-the-bank.yaml", "7:5: The set-up places 44 houses and 0 hotels; the Bank has only 32 and 12 [build.supply: The Bank's buildings are limited]");
        EXPECTED.put("in-jail-too-long.yaml", "6:28: Ann cannot have failed 3 throws in this stay in Jail: under Classic (US long-form rules) a player leaves after 3, so it is 0 to 2 [jail.exit.forced-fine: After the third failed throw]");
        EXPECTED.put("one-player.yaml", "6:12: A game under Classic (US long-form rules) needs 2 to 8 players, not 1 [setup.players: How many play]");
        EXPECTED.put("unknown-override.yaml", "5:13: unknown ruleset value 'jail-fien'; did you mean 'jail-fine'?");
        EXPECTED.put("ambiguous-space.yaml", "6:23: 'Chance' is on the board 3 times (spaces [7, 22, 36]); give the space number instead");
        EXPECTED.put("unknown-move.yaml", "8:29: unknown move 'role-dice'; did you mean 'roll-dice'?");
        EXPECTED.put("unknown-rule.yaml", "8:93: no rule 'turn.ned' in the rulebook; did you mean 'turn.end'?");
        EXPECTED.put("answer-not-a-choice.yaml", "8:55: the answer must be one of the choices; expected one of: yes, no");
        EXPECTED.put("wrong-amount-is-the-answer.yaml", "14:20: a wrong amount cannot be the answer itself (100)");
        EXPECTED.put("unknown-wrong-answer-key.yaml", "13:12: unknown key 'amout' in a wrong answer; did you mean 'amount'?");
        EXPECTED.put("wrong-choice-not-a-choice.yaml", "14:20: a wrong choice must be one of the choices; did you mean 'Yes'?");
        EXPECTED.put("amount-named-as-choice.yaml", "13:20: this question has no choices: name a wrong answer by its 'amount'");
        EXPECTED.put("unknown-question-key.yaml", "12:7: unknown key 'hint' in question; did you mean 'hints'?");
        EXPECTED.put("unit-on-a-choice-question.yaml", "8:108: a question with choices has no unit; 'unit' names what an amount question counts");
        EXPECTED.put("unknown-player-in-check.yaml", "8:20: no player named 'Anne'; did you mean 'Ann'?");
        EXPECTED.put("missing-title-and-goal.yaml", "1:1: a scenario needs 'title'");
        EXPECTED.put("several-mistakes.yaml", "6:25: Ann's cash cannot be negative [position.cash: Cash is never below nothing]");
        // Positions no game could reach, or the tutor will not play: each with the rule it breaks.
        EXPECTED.put("pending-buy-of-an-owned-deed.yaml", "7:12: Boardwalk already belongs to Ben; only a deed nobody owns is offered for sale [buy.offer: An unowned deed]");
        EXPECTED.put("pending-buy-away-from-the-deed.yaml", "7:12: Ann is offered Boardwalk but stands on Park Place; the offer is for the deed a player stops on (put the token there with at) [buy.offer: An unowned deed]");
        EXPECTED.put("debt-to-oneself.yaml", "8:12: Ann cannot owe money to Ann: a debt is owed to another player or to the Bank [debt.pending: Money you cannot pay]");
        EXPECTED.put("negative-debt.yaml", "7:12: A debt is a sum owed, more than nothing; \u2212$50 is not one [debt.pending: Money you cannot pay]");
        EXPECTED.put("jail-card-held-by-two.yaml", "8:19: Ann and Ben both hold the Chance Get Out of Jail Free card; the deck has only one, and one player holds it [card.jail-free.keep: Keeping a Get Out of Jail Free card]");
        EXPECTED.put("more-jail-cards-than-the-deck.yaml", "7:36: Ann holds the Community Chest Get Out of Jail Free card twice; the deck has only one [card.jail-free.keep: Keeping a Get Out of Jail Free card]");
        EXPECTED.put("junior-in-jail.yaml", "7:28: Ann cannot be in Jail: the Monopoly Junior board (amusement park) has no Jail [position.no-jail: No Jail in Monopoly Junior]");
        EXPECTED.put("junior-tax-choice.yaml", "8:12: The Income Tax choice needs an Income Tax space, and the Monopoly Junior board (amusement park) has none [tax.income.choice: The Income Tax choice]");
        EXPECTED.put("token-on-go-to-jail.yaml", "6:32: Ben's token cannot rest on Go To Jail: stopping there sends it straight to Jail (put it in Jail with in-jail, or on another space) [jail.enter.space: Go To Jail space]");
        EXPECTED.put("in-jail-and-on-go.yaml", "6:35: Ann is in Jail, so the token stands in the Jail, not on GO [position.jail-token: A player in Jail stands in the Jail]");
        EXPECTED.put("player-named-bank.yaml", "6:22: No player may be called 'Bank': the tutor keeps that name for the Bank, so rulings and checks could not tell them apart [position.player-names: Every player has a name of their own]");
        EXPECTED.put("cash-past-the-limit.yaml", "6:25: Ann's cash of $2,000,000,000 is more than the tutor plays with: at most $1,000,000, so no sum can overflow [position.amount-limit: The largest sum the tutor plays with]");
        EXPECTED.put("debt-past-the-limit.yaml", "7:12: Ann's debt of $1,500,000 is more than the tutor plays with: at most $1,000,000, so no sum can overflow [position.amount-limit: The largest sum the tutor plays with]");
        EXPECTED.put("override-past-the-limit.yaml", "4:21: salary must be 0 to 1000000, not 2000000000: the most the tutor plays with, so that no sum can overflow [position.amount-limit: The largest sum the tutor plays with]");
        EXPECTED.put("deal-under-classic.yaml", "6:9: ruleset classic deals no deeds at the start; give players their deeds under 'deeds' instead [setup.deal-deeds: Deeds dealt at the start (short games)]");
        EXPECTED.put("deal-one-short.yaml", "7:15: Ann is dealt 2 deeds; under us-short each player is dealt 3, free [setup.deal-deeds: Deeds dealt at the start (short games)]");
        EXPECTED.put("nine-players-under-classic.yaml", "6:12: A game under Classic (US long-form rules) needs 2 to 8 players, not 9 [setup.players: How many play]");
        EXPECTED.put("reversed-without-a-rule.yaml", "7:14: Play runs against the arrows only where a rule lets a player reverse it (the seminary rules' exact-GO privilege); Classic (US long-form rules) has none [position.direction: The direction of play]");
        EXPECTED.put("pot-below-nothing.yaml", "7:8: The pot cannot hold less than nothing [space.free-parking.pot: Money under Free Parking (a house rule)]");
        EXPECTED.put("junior-houses.yaml", "7:27: Balloon Stand cannot have buildings: Monopoly Junior has no houses or hotels [build.none: No houses or hotels (Monopoly Junior)]");
    }

    @TestFactory
    List<DynamicTest> eachBrokenFileGivesItsPositionedMessage() {
        return EXPECTED.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            ScenarioLoader.LoadResult r = loader.load(CORPUS.resolve(e.getKey()));
            assertThat(r.loaded()).isFalse();
            Problem first = r.problems().get(0);
            assertThat(first.line() + ":" + first.column() + ": " + first.message()).isEqualTo(e.getValue());
            assertThat(first.file()).endsWith(e.getKey());
        })).toList();
    }

    @Test
    void theCorpusIsCoveredAndLargeEnough() throws IOException {
        try (var files = Files.list(CORPUS)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted().toList())
                    .containsExactlyInAnyOrderElementsOf(EXPECTED.keySet());
        }
        assertThat(EXPECTED).hasSizeGreaterThanOrEqualTo(25);
    }

    @Test
    void everyMistakeInAFileIsReportedAtOnce() {
        List<String> all = loader.load(CORPUS.resolve("several-mistakes.yaml")).problems().stream()
                .map(p -> p.line() + ":" + p.column() + ": " + p.message()).toList();
        assertThat(all).containsExactly(
                "6:25: Ann's cash cannot be negative [position.cash: Cash is never below nothing]",
                "6:33: no space named 'Nowhere' on the Classic US board",
                "6:57: no deed named 'Bordwalk'; did you mean 'Boardwalk'?",
                "7:11: a die shows 1 to 6, not 0 [turn.roll: Throw and move]");
    }

    @Test
    void aTwentyMegabyteFileIsRefusedUnread(@TempDir Path dir) throws IOException {
        Path big = dir.resolve("huge.yaml");
        byte[] line = "narrate: padding padding padding padding padding padding padding padding\n".getBytes(StandardCharsets.UTF_8);
        try (var out = Files.newOutputStream(big)) {
            for (long written = 0; written < 20L * 1024 * 1024; written += line.length) {
                out.write(line);
            }
        }
        Problem p = loader.load(big).problems().get(0);
        assertThat(p.line() + ":" + p.column() + ": " + p.message()).isEqualTo("1:1: the file is 20.0 MB; a scenario must be under 1 MB");
    }

    @Test
    void twentyThousandLevelsOfNestingAreRefused(@TempDir Path dir) throws IOException {
        Path deep = dir.resolve("deep.yaml");
        Files.writeString(deep, "id: " + "[".repeat(20_000) + "]".repeat(20_000) + "\n");
        Problem p = loader.load(deep).problems().get(0);
        assertThat(p.message()).isEqualTo("the file nests lists or mappings more than 50 deep; no scenario needs that");
    }

    @Test
    void aHundredThousandUnclosedBracketsAreRefusedAtTheFiftyFirst(@TempDir Path dir) throws IOException {
        // Refused while the parser reads, at the 51st bracket: the scanner's cost grows with the square of the depth,
        // so reading on to the end took 13 s. The timeout only guards the build; the refusal takes milliseconds.
        Path open = dir.resolve("open.yaml");
        Files.writeString(open, "[".repeat(100_000) + "\n");
        Problem p = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(10),
                () -> loader.load(open).problems().get(0));
        assertThat(p.toString()).isEqualTo(open + ":1:51: the file nests lists or mappings more than 50 deep; no scenario needs that");
        Path lesson = dir.resolve("open-lesson.yaml");
        Files.writeString(lesson, "lesson: x\nsteps: " + "{a: ".repeat(100_000) + "\n");
        java.util.List<Problem> lp = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(10),
                () -> new tutor.lesson.load.LessonLoader(tutor.data.Bundle.get(), tutor.lesson.load.LibraryData.lab()).load(lesson).problems());
        assertThat(lp).extracting(Problem::toString).containsExactly(lesson + ":2:204: the file nests lists or mappings more than 50 deep; no scenario needs that");
    }

    @Test
    void binaryBytesAreRefused(@TempDir Path dir) throws IOException {
        Path bin = dir.resolve("binary.yaml");
        Files.write(bin, new byte[] {'i', 'd', ':', ' ', (byte) 0xFF, (byte) 0xFE, 0, 1, 2, (byte) 0xC3});
        assertThat(loader.load(bin).problems().get(0).message()).isEqualTo("the file is not UTF-8 text (binary bytes?)");
        Path control = dir.resolve("control.yaml");
        Files.write(control, new byte[] {'i', 'd', ':', ' ', 'x', 1, 2, '\n'});
        assertThat(loader.load(control).problems().get(0).message()).contains("U+0001 cannot stand in a YAML file");
    }

    @Test
    void aRawControlCharacterIsSaidAtItsLineAndColumn(@TempDir Path dir) throws IOException {
        // An escape pasted from a terminal, after a Cyrillic word (one column per character, not per byte).
        Path f = dir.resolve("escape.yaml");
        Files.writeString(f, "id: x\ntitle: {en: \"Аня\u001b[2J\"}\n");
        var problem = loader.load(f).problems().get(0);
        assertThat(problem.toString()).contains("escape.yaml:2:17:");
        assertThat(problem.message()).isEqualTo("the character U+001B cannot stand in a YAML file as it is; remove it, or write it as \\u001B inside double quotes");
    }

    @Test
    void aBrokenFileNeverStopsTheOthersAndCheckExitsWith2WithoutAStackTrace(@TempDir Path dir) throws IOException {
        Files.copy(Path.of("../scenarios/jail/own-card.yaml"), dir.resolve("a-good-one.yaml"));
        try (var files = Files.list(CORPUS)) {
            for (Path f : files.toList()) {
                Files.copy(f, dir.resolve(f.getFileName()));
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Cli.run(new String[] {"check", dir.toString()}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(code).isEqualTo(2);
        assertThat(text).contains("PASS   " + dir.resolve("a-good-one.yaml"))
                .contains("1 passed, " + EXPECTED.size() + " failed")
                .doesNotContain("Exception").doesNotContain("\tat ");
    }
}
