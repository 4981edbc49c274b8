package tutor.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.TestWords.EN;
import static tutor.rules.Moves.apply;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.Clause;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Table;
import tutor.scenario.Comparison;
import tutor.trace.TraceStep;
import tutor.trace.WordedStep;

/**
 * A ruling cites the clause that decided it, under the edition it was made under: the third-turn Jail
 * fine where an edition allows it, the Short Game's and the French faster game's hotel resales and
 * endings, the Boutique Edition in its own name and words, and the Russian edition in the dispute desk.
 */
class CitationsTest {

    private static Table table(String ruleset) {
        return Bundle.get().table(ruleset, List.of("Ann", "Ben", "Cat"));
    }

    private static TraceStep step(Outcome o, String ruleId) {
        return o.trace().flatten(EN).stream().map(WordedStep::step).filter(s -> s.ruleId().equals(ruleId))
                .reduce((a, b) -> b).orElseThrow(() -> new AssertionError("no " + ruleId + " in " + Moves.text(o)));
    }

    @Test
    void theFineOnTheThirdTurnInJailCitesTheEditionThatAllowsIt() {
        for (String edition : List.of("ru-classic", "fr-classic", "us-video")) {
            GameState s = new PositionBuilder(table(edition)).inJail("Ben", 2).turn("Ben").build();
            TraceStep paid = step(apply(s, new Move.PayJailFine(1)), RuleIds.JAIL_PAY_FINE);
            assertThat(paid.ruleset()).isEqualTo(edition);
            assertThat(paid.source()).isEqualTo(Bundle.get().ruleset(edition).clause(RuleKey.JAIL_FINE_TURNS).citation())
                    .doesNotStartWith("us-longform");
        }
        // On the first turn the fine's amount is what the step shows, cited as before.
        GameState first = new PositionBuilder(table("classic")).inJail("Ben", 0).turn("Ben").build();
        assertThat(step(apply(first, new Move.PayJailFine(1)), RuleIds.JAIL_PAY_FINE).source()).isEqualTo("us-longform, Jail");
    }

    @Test
    void aHotelSoldBackInTheShortGamesCitesItsOwnSection() {
        for (String edition : List.of("us-short", "fr-fast")) {
            GameState s = new PositionBuilder(table(edition)).owns("Ann", "Park Place", "Boardwalk")
                    .hotel("Park Place").hotel("Boardwalk").build();
            Outcome sold = apply(s, new Move.SellHotel(0, 27));
            TraceStep st = step(sold, RuleIds.BUILD_SELL_HOTEL);
            assertThat(st.ruleset()).isEqualTo(edition);
            assertThat(st.source()).startsWith(edition.equals("us-short") ? "us-longform, Short Game 2" : "fr-classic, Partie rapide");
            // Three houses stand for a hotel in these games, so the hotel comes down to three of them.
            assertThat(sold.after().estates().houses(27)).isEqualTo(3);
        }
    }

    /**
     * The Short Game ends at the first bankruptcy, the French faster game at the second; either way the
     * step that ends the game cites that clause, and the step that names the winner cites the valuation.
     */
    @Test
    void theEndOfAShortGameCitesWhatEndedItAndTheValuationWhereTheWinnerIsNamed() {
        for (String edition : List.of("us-short", "fr-fast")) {
            boolean fast = edition.equals("fr-fast");
            Table t = Bundle.get().table(edition, fast ? List.of("Ann", "Ben", "Cat", "Dan") : List.of("Ann", "Ben", "Cat"));
            // Ben (and in the faster game Cat after him) stops on Boardwalk's hotel with $10: bankrupt to Ann.
            PositionBuilder b = new PositionBuilder(t).owns("Ann", "Park Place", "Boardwalk").hotel("Boardwalk")
                    .cash("Ben", 10).at("Ben", 35).cash("Cat", 10).at("Cat", 35).turn("Ben").dice(1, 3).dice(1, 3);
            GameState s = apply(b.build(), new Move.RollDice(1)).after();
            Outcome end = apply(s, new Move.DeclareBankruptcy(1));
            if (fast) {
                assertThat(end.after().isOver()).as("one bankruptcy does not end the faster game").isFalse();
                GameState cat = apply(end.after(), new Move.RollDice(2)).after();
                end = apply(cat, new Move.DeclareBankruptcy(2));
            }
            assertThat(end.after().isOver()).as(edition).isTrue();
            TraceStep ending = step(end, RuleIds.GAME_END);
            assertThat(ending.source()).as(edition).isEqualTo(t.rules().clause(RuleKey.GAME_ENDS_AFTER_BANKRUPTCIES).citation());
            TraceStep winner = step(end, RuleIds.GAME_VALUATION);
            assertThat(winner.source()).as(edition).isEqualTo(t.rules().clause(RuleKey.VALUATION).citation());
            assertThat(ending.source()).startsWith(fast ? "fr-classic, Partie rapide" : "us-longform, Short Game 5");
        }
    }

    @Test
    void theFasterGameValuesByTheFrenchTextAndTheTimedGamesSayTheCountingIsTheTutors() {
        assertThat(Bundle.get().ruleset("fr-fast").clause(RuleKey.VALUATION).citation()).startsWith("fr-classic, Partie rapide");
        assertThat(Bundle.get().ruleset("fr-fast").clause(RuleKey.GAME_ENDS_AFTER_BANKRUPTCIES).citation())
                .startsWith("fr-classic, Partie rapide");
        for (String timed : List.of("fr-timed", "us-timed")) {
            Clause<?> v = Bundle.get().ruleset(timed).clause(RuleKey.VALUATION);
            assertThat(v.source()).as(timed).isEqualTo("tutor");
            assertThat(v.section()).as(timed).contains("the tutor counts");
        }
    }

    @Test
    void aBoutiqueRulingIsAppliedUnderBoutiqueAndNoClassicRulingSpeaksOfBoutiques() {
        for (RuleKey<?> key : RuleKey.ALL) {
            assertThat(Bundle.get().ruleset("boutique").clause(key).rulesetId()).as(key.name()).isEqualTo("boutique");
            for (String edition : List.of("classic", "modern", "us-short", "us-timed", "us-video", "ru-classic", "fr-classic")) {
                String section = Bundle.get().ruleset(edition).clause(key).section().toLowerCase(java.util.Locale.ROOT);
                assertThat(section).as(edition + " " + key.name()).doesNotContain("boutique").doesNotContainPattern("\\bmalls?\\b");
            }
        }
        assertThat(Bundle.get().ruleset("boutique").clause(RuleKey.BANK_HOUSES).section()).isEqualTo("Equipment: 32 boutiques");
        assertThat(Bundle.get().ruleset("classic").clause(RuleKey.BANK_HOUSES).section()).isEqualTo("Equipment: 32 houses");
    }

    /**
     * A rule text is read for one edition: it names the sums ("at least $1", "at least $10"), never "the ruleset's
     * opening sum", in any language; and the sums it names are the editions' own.
     */
    @Test
    void ruleTextsNameTheEditionsSumsRatherThanTheRulesets() {
        assertThat(Bundle.get().ruleset("classic").auctionOpeningBid()).isEqualTo(1);
        assertThat(Bundle.get().ruleset("classic").auctionMinRaise()).isEqualTo(1);
        assertThat(Bundle.get().ruleset("modern").auctionOpeningBid()).isEqualTo(10);
        assertThat(Bundle.get().ruleset("modern").auctionMinRaise()).isEqualTo(1);
        assertThat(Bundle.get().rulebook("en").rule(RuleIds.AUCTION_BID_MINIMUM).orElseThrow().text())
                .contains("the first bid is at least $1 and each later bid at least $1 more")
                .contains("the first bid is at least $10, each later bid at least $1 more");
        assertThat(Bundle.get().rulebook("fr").rule(RuleIds.AUCTION_BID_MINIMUM).orElseThrow().text())
                .contains("au moins 1\u00a0$ et").contains("au moins 10\u00a0$");
        assertThat(Bundle.get().rulebook("ru").rule(RuleIds.AUCTION_BID_MINIMUM).orElseThrow().text())
                .contains("не меньше 1\u00a0$").contains("не меньше 10\u00a0$");
        for (String language : Bundle.LANGUAGES) {
            for (var rule : Bundle.get().rulebook(language).rules().values()) {
                assertThat(rule.text()).as(language + " " + rule.id())
                        .doesNotContain("ruleset's").doesNotContain("the ruleset sets")
                        .doesNotContain("fixé par les règles").doesNotContain("fixée par les règles")
                        .doesNotContain("заданную правилами").doesNotContain("как велят правила");
            }
        }
    }

    @Test
    void theThrowRuleOfAClassicRulingDoesNotSpeakOfMonopolyJunior() {
        for (String language : Bundle.LANGUAGES) {
            String text = Bundle.get().rulebook(language).rule(RuleIds.TURN_ROLL).orElseThrow().text();
            assertThat(text).as(language).doesNotContain("Junior").doesNotContain("Kids");
        }
    }

    /**
     * A mortgaged deed received in a bankruptcy cites each edition's Bankruptcy paragraph (the creditor pays the
     * interest at once, then lifts or keeps), not the Mortgages clause on lifting: checked on the library's
     * bankruptcy-and-mortgages drill of every edition that has mortgages.
     */
    @Test
    void aMortgagedDeedReceivedInABankruptcyCitesTheEditionsBankruptcyClause() throws Exception {
        java.util.Map<String, String> expected = java.util.Map.ofEntries(
                java.util.Map.entry("classic", "us-longform, Bankruptcy: the creditor"),
                java.util.Map.entry("boutique", "us-longform, Bankruptcy: the creditor"),
                java.util.Map.entry("us-short", "us-longform, Bankruptcy: the creditor"),
                java.util.Map.entry("us-timed", "us-longform, Bankruptcy: the creditor"),
                java.util.Map.entry("modern", "us-longform, Bankruptcy (kept by the 2021 guide): the creditor"),
                java.util.Map.entry("ru-classic", "ru-classic, Bankruptcy to a player: the creditor"),
                java.util.Map.entry("fr-classic", "fr-classic, Faillite: le créancier"),
                java.util.Map.entry("fr-fast", "fr-classic, Faillite: le créancier"),
                java.util.Map.entry("fr-timed", "fr-classic, Faillite: le créancier"),
                java.util.Map.entry("seminary", "tutor, Bankruptcy: the house rules say nothing of mortgaged deeds"),
                java.util.Map.entry("us-video", "tutor, Rent: the bankrupt player gives all to the creditor"));
        java.util.Set<String> seen = new java.util.TreeSet<>();
        tutor.scenario.ScenarioLoader loader = new tutor.scenario.ScenarioLoader(Bundle.get());
        List<Path> drills;
        try (Stream<Path> files = Files.walk(Path.of("../scenarios/drills"))) {
            drills = files.filter(f -> f.getFileName().toString().startsWith("drill-bankruptcy-mortgages-")).sorted().toList();
        }
        for (Path file : drills) {
            tutor.scenario.Scenario sc = loader.load(file).scenario();
            String edition = sc.rulesetId();
            String clause = Bundle.get().ruleset(edition).clause(RuleKey.BANKRUPTCY_MORTGAGE_INTEREST).citation();
            assertThat(clause).as(edition).startsWith(expected.get(edition));
            int received = 0;
            for (tutor.scenario.ScenarioRunner.Played played : new tutor.scenario.ScenarioRunner().run(sc).played()) {
                if (played.ruling() == null) {
                    continue;
                }
                for (TraceStep st : played.ruling().trace().flatten()) {
                    if (st.text().id().equals("mortgage.received")) {
                        assertThat(st.source()).as(file.toString()).isEqualTo(clause);
                        assertThat(st.ruleset()).as(file.toString()).isEqualTo(edition);
                        received++;
                    }
                }
            }
            assertThat(received).as(file + ": mortgaged deeds received").isPositive();
            seen.add(edition);
        }
        assertThat(seen).as("every edition with mortgages has its drill").isEqualTo(expected.keySet().stream()
                .collect(java.util.stream.Collectors.toCollection(java.util.TreeSet::new)));
    }

    /**
     * A bankrupt player's deeds auctioned by the Bank are not declined deeds: each auction's step is ruled under the
     * bankruptcy-to-the-Bank rule (which says the Bank auctions them), not "Auction of a declined deed".
     */
    @Test
    void aBankruptEstatesAuctionIsRuledUnderBankruptcyToTheBank() {
        tutor.scenario.Scenario sc = new tutor.scenario.ScenarioLoader(Bundle.get())
                .load(Path.of("../scenarios/bankruptcy/bankrupt-to-the-bank.yaml")).scenario();
        List<TraceStep> estate = new ArrayList<>();
        for (tutor.scenario.ScenarioRunner.Played played : new tutor.scenario.ScenarioRunner().run(sc).played()) {
            if (played.ruling() != null) {
                played.ruling().trace().flatten().stream().filter(st -> st.text().id().startsWith("auction.estate")).forEach(estate::add);
            }
        }
        assertThat(estate).as("Baltic Avenue and Reading Railroad auctioned").hasSize(2)
                .allMatch(st -> st.ruleId().equals(RuleIds.BANKRUPTCY_TO_BANK));
    }

    /** The French rules' own Faillite paragraph decides what a French creditor receives, not the US text. */
    @Test
    void aFrenchBankruptcyToAPlayerCitesTheFrenchFaillite() {
        for (String edition : List.of("fr-classic", "fr-fast", "fr-timed")) {
            assertThat(Bundle.get().ruleset(edition).clause(RuleKey.BANKRUPT_BUILDINGS).citation()).as(edition).startsWith("fr-classic, Faillite:");
        }
    }

    /** A trade still cites the Mortgages clause: the sale of a mortgaged deed is written there. */
    @Test
    void aMortgagedDeedReceivedInATradeCitesTheMortgagesClause() {
        Table t = table("classic");
        GameState s = new PositionBuilder(t).owns("Ann", "Boardwalk").mortgaged("Boardwalk").turn("Ann").build();
        int boardwalk = t.board().space(39).deed();
        Outcome traded = apply(s, new Move.Trade(0, 1, tutor.rules.state.Offer.deeds(boardwalk), tutor.rules.state.Offer.cash(50)));
        TraceStep st = step(traded, RuleIds.MORTGAGE_TRANSFER);
        assertThat(st.text().id()).isEqualTo("mortgage.received");
        assertThat(st.source()).isEqualTo(Bundle.get().ruleset("classic").clause(RuleKey.MORTGAGE_INTEREST_PERCENT).citation())
                .startsWith("us-longform, Mortgages").contains("at once by a new owner of a mortgaged deed");
        // The Russian edition's Mortgage section says the same of a buyer of pledged property.
        assertThat(Bundle.get().ruleset("ru-classic").clause(RuleKey.MORTGAGE_INTEREST_PERCENT).citation())
                .startsWith("ru-classic, Mortgage").contains("at once from a buyer of pledged property");
    }

    /**
     * Where an edition's creditor owes no interest on receiving mortgaged deeds, the deeds stay mortgaged with
     * no interest paid and no choice asked, and the bankruptcy step cites that clause.
     */
    @Test
    void aCreditorWhoOwesNoInterestOnReceiptTakesTheDeedsStillMortgaged() {
        Table t = table("classic");
        Table noInterest = new Table(t.board(), t.rules().with(RuleKey.BANKRUPTCY_MORTGAGE_INTEREST, false, "test", "tutor", "No interest on receipt"),
                t.cards(), t.seats(), t.ownersAskAtOnce());
        for (Table table : List.of(t, noInterest)) {
            boolean pays = table.rules().bankruptcyCreditorPaysInterest();
            GameState s = new PositionBuilder(table).owns("Ann", "Park Place", "Boardwalk").hotel("Boardwalk")
                    .owns("Ben", "Mediterranean Avenue").mortgaged("Mediterranean Avenue")
                    .cash("Ann", 100).cash("Ben", 10).at("Ben", 35).turn("Ben").dice(1, 3).build();
            GameState owing = apply(s, new Move.RollDice(1)).after();
            Outcome out = apply(owing, new Move.DeclareBankruptcy(1));
            GameState after = out.after();
            int mediterranean = table.board().space(1).deed();
            assertThat(after.estates().owner(mediterranean)).isEqualTo(0);
            assertThat(after.estates().mortgaged(mediterranean)).isTrue();
            // Mediterranean's mortgage is $30: 10% is $3, paid at once where the creditor owes it.
            assertThat(after.player(0).cash()).as("pays=" + pays).isEqualTo(pays ? 100 + 10 - 3 : 100 + 10);
            assertThat(after.pending() instanceof tutor.rules.state.Pending.MortgageChoice).isEqualTo(pays);
            if (!pays) {
                assertThat(step(out, RuleIds.BANKRUPTCY_TO_PLAYER).source()).isEqualTo("tutor, No interest on receipt");
            } else {
                // The handing over itself is the edition's Bankruptcy paragraph: buildings to the Bank, the rest to the creditor.
                assertThat(step(out, RuleIds.BANKRUPTCY_TO_PLAYER).source())
                        .isEqualTo("us-longform, Bankruptcy: buildings go back to the Bank at half price and the creditor receives the money");
            }
        }
    }

    /** In every dispute that ticks the Russian edition, the clauses that differ in its column cite the Russian text or the tutor. */
    @Test
    void theDisputeDesksRussianColumnCitesTheRussianEdition() throws Exception {
        List<Path> disputes = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of("../scenarios/disputes"))) {
            files.filter(f -> f.toString().endsWith(".yaml")).sorted().forEach(disputes::add);
        }
        int checked = 0;
        for (Path file : disputes) {
            Comparison c = Comparison.of(file, List.of("classic", "modern", "ru-classic"));
            Comparison.Side ru = c.sides().get(2);
            for (Comparison.Difference d : c.differences()) {
                if (ru.run() == null || d.step() >= ru.run().played().size()) {
                    continue;
                }
                var clauses = Comparison.clauses(ru.run().played().get(d.step()).ruling());
                for (String rule : d.ruleIds()) {
                    Comparison.Clause cl = clauses.get(rule);
                    if (cl != null && !cl.ruleset().isEmpty()) {
                        assertThat(cl.ruleset()).as(file + " " + rule).isEqualTo("ru-classic");
                        assertThat(cl.source()).as(file + " " + rule).matches("(ru-classic|tutor), .*");
                        checked++;
                    }
                }
            }
        }
        assertThat(checked).as("clauses checked in the Russian column").isGreaterThan(5);
    }
}
