package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.analysis.JailStrategy;
import tutor.lesson.load.LibraryData;

/** The lesson figures against numbers worked out by hand from the board, the rules and the lab's odds. */
class LessonFiguresTest {

    private final LessonLab lab = LibraryData.lab();

    private BigDecimal value(Computation c) {
        return lab.compute(c).number();
    }

    @Test
    void aGroupsOddsAreTheSumOfItsStreets() {
        double sum = lab.odds("classic", JailStrategy.SHORT).at(16) + lab.odds("classic", JailStrategy.SHORT).at(18)
                + lab.odds("classic", JailStrategy.SHORT).at(19);
        assertThat(value(new Computation.LandingOdds("classic", "orange", JailStrategy.SHORT)).doubleValue()).isCloseTo(100 * sum,
                org.assertj.core.api.Assertions.within(1e-9));
        // Published by Truman Collins (short Jail): Illinois Avenue 3.1858%, In Jail 3.9500%.
        assertThat(value(new Computation.LandingOdds("classic", "Illinois Avenue", JailStrategy.SHORT)).setScale(4, java.math.RoundingMode.HALF_EVEN))
                .isEqualByComparingTo("3.1858");
        assertThat(value(new Computation.LandingOdds("classic", "In Jail", JailStrategy.SHORT)).setScale(2, java.math.RoundingMode.HALF_EVEN))
                .isEqualByComparingTo("3.95");
    }

    @Test
    void aFiguresValueIsShownGroupedAsEachLanguageGroupsThousands() {
        BigDecimal rolls = new BigDecimal("1407.5");
        assertThat(lab.show(rolls, Unit.ROLLS, "$")).isEqualTo("1,407.5 opponent rolls");
        assertThat(lab.show(rolls, Unit.ROLLS, "$", "en")).isEqualTo("1,407.5 opponent rolls");
        assertThat(lab.show(rolls, Unit.ROLLS, "$", "fr")).isEqualTo("1\u202f407,5 lancers d'adversaires");
        assertThat(lab.show(new BigDecimal("1460"), Unit.MONEY, "$")).isEqualTo("$1,460");
        assertThat(lab.show(new BigDecimal("1460"), Unit.MONEY, "$", "en")).isEqualTo("$1,460");
        assertThat(lab.show(new BigDecimal("12000"), Unit.COUNT, "$")).isEqualTo("12,000");
    }

    /**
     * The English show is the language show in "en": its words come from the bundles, so one roll, round or year is
     * said in the singular, which the words once typed in code ("1 opponent rolls") could not do.
     */
    @Test
    void theEnglishShowSaysWhatTheLanguageShowSaysInEnglish() {
        assertThat(lab.show(BigDecimal.ONE, Unit.ROLLS, "$")).isEqualTo("1 opponent roll");
        assertThat(lab.show(BigDecimal.ONE, Unit.YEARS, "$")).isEqualTo("1 year");
        assertThat(lab.show(new BigDecimal("2.5"), Unit.ROUNDS, "$")).isEqualTo("2.5 rounds");
        assertThat(lab.show(new BigDecimal("31"), Unit.TURNS, "$")).isEqualTo("31 player-turns");
        assertThat(lab.show(new BigDecimal("3.19"), Unit.PERCENT, "$")).isEqualTo("3.19%");
        for (Unit unit : Unit.values()) {
            for (String value : List.of("0", "1", "1.5", "62.89", "1.00", "-12", "1407.5")) {
                BigDecimal v = new BigDecimal(value);
                assertThat(lab.show(v, unit, "£")).as(unit + " " + value).isEqualTo(lab.show(v, unit, "£", "en"));
            }
        }
    }

    @Test
    void aBreakEvenBidIsWorkedInCentsAndSaysWhereRoundedFiguresMakeItApproximate() {
        Figure.Value alone = lab.compute(new Computation.BreakEvenBid("classic", "Illinois Avenue", "alone", 20, 3, JailStrategy.SHORT));
        assertThat(alone.number().setScale(2, java.math.RoundingMode.HALF_EVEN)).isEqualByComparingTo("45.36");
        // No money to three decimals ($0.637, $2.268): a pupil's cents, and "≈" where the shown factors give another cent.
        assertThat(alone.explanation("en")).noneMatch(l -> l.matches(".*\\$\\d+\\.\\d{3}.*")).noneMatch(l -> l.matches(".*\\d\\.\\d{5}%.*"))
                .contains("3.1858% × $20 = $0.64 per opponent roll", "A round: 3 opponents × 1.1866 rolls a turn × $0.64 ≈ $2.27",
                        "Rent of 20 rounds: 20 × $2.27 ≈ $45.36")
                .noneMatch(l -> l.contains("Jail strategy"));
        assertThat(alone.explanation("fr")).contains("Loyer de 20 tours de table\u00a0: 20 × 2,27\u00a0$ ≈ 45,36\u00a0$");
        // ru-fix5 words the rounding note «Знак ≈: …» (figures_ru why.bid.about).
        assertThat(alone.explanation("ru")).anyMatch(l -> l.startsWith("Знак ≈: ") && l.endsWith("45,40\u00a0$"));
    }

    @Test
    void theLotsACompletingDeedTurnOnAreListedInTheLanguagesOwnWay() {
        Computation c = new CompletionValue("classic", "Illinois Avenue", "3", 20, 3, JailStrategy.SHORT, "held-income");
        assertThat(lab.compute(c).explanation("en")).anyMatch(l -> l.startsWith("What Kentucky Avenue and Indiana Avenue earn alone anyway: "));
        assertThat(lab.compute(c).explanation("fr")).anyMatch(l -> l.startsWith("Ce que Kentucky Avenue et Indiana Avenue rapportent seules"));
        assertThat(lab.compute(c).explanation("ru")).anyMatch(l -> l.contains("(Kentucky Avenue и Indiana Avenue)"));
        // $1.0029 beside $62.89 keeps its cents: "$1" read as a round figure (fourth lessons grading).
        assertThat(lab.compute(c).explanation("en")).contains(
                "What Kentucky Avenue and Indiana Avenue earn alone anyway: $1.00 per opponent roll",
                "What completing adds a round: ($62.89 − $1.00) × 1.1866 rolls a turn × 3 opponents = $220.32");
    }

    @Test
    void theIncomeTaxChoiceIsRuledByTheEngine() {
        String sc = "../scenarios/taxes/ten-percent-is-cheaper.yaml";
        // Ben: $900 cash, two browns at $60: worth $1,020, 10% = $102.
        assertThat(value(new Computation.IncomeTax("classic", sc, "Ben", "worth"))).isEqualByComparingTo("1020");
        assertThat(value(new Computation.IncomeTax("classic", sc, "Ben", "percent"))).isEqualByComparingTo("102");
        assertThat(value(new Computation.IncomeTax("classic", sc, "Ben", "flat"))).isEqualByComparingTo("200");
        assertThat(value(new Computation.TaxBreakEven("classic"))).isEqualByComparingTo("2000");
    }

    @Test
    void theInterestOnAMortgageIsWorkedAloneWithItsRounding() {
        // Park Place: mortgage value $175; 10% = $17.50, which the classic ruleset rounds up to $18.
        Figure.Value interest = lab.compute(new Computation.Mortgage("classic", "Park Place", "interest"));
        assertThat(interest.number()).isEqualByComparingTo("18");
        assertThat(interest.explanation("en")).containsExactly("Mortgaging Park Place brings its mortgage value: $175",
                "The interest: 10% of $175 = $17.50, rounded up to the next whole sum: $18");
        assertThat(lab.compute(new Computation.Mortgage("classic", "Park Place", "interest")).explanation("fr").get(1))
                .contains("17,50").contains("18");
        // Lifting adds the sum; the lost-rent lines belong to the 'rolls' part only.
        assertThat(lab.compute(new Computation.Mortgage("classic", "Park Place", "lift")).explanation("en")).hasSize(3)
                .last().asString().contains("$175 + $18 = $193");
    }

    @Test
    void aBalanceSheetByHand() {
        String sc = "../scenarios/budget/balance-sheet.yaml";
        // $420 + deeds 220 + 220 + 240 + 200 + 150 + six houses at $150 - ($100 + $10) to lift Reading Railroad.
        assertThat(value(new Computation.Position("classic", sc, "Ann", "net-worth"))).isEqualByComparingTo("2240");
        // $420 + six houses at $75 + mortgage values 110 + 110 + 120 + 75.
        assertThat(value(new Computation.Position("classic", sc, "Ann", "liquidation"))).isEqualByComparingTo("1285");
    }

    @Test
    void aLapPastOthersBuildingsByHand() {
        String sc = "../scenarios/budget/lap-ahead.yaml";
        assertThat(value(new Computation.Lap("classic", sc, "Ann", "worst-rent", JailStrategy.SHORT))).isEqualByComparingTo("600");
        // Rolls a lap from the landing chain: 40 squares over the 6.93 a roll moves the token on average (the dice's 7, less
        // what Go To Jail and the cards that send a token back cost), not 40 / 7 = 5.71.
        BigDecimal rolls = value(new Computation.Lap("classic", sc, "Ann", "rolls", JailStrategy.SHORT));
        assertThat(rolls.doubleValue()).isCloseTo(lab.odds("classic", JailStrategy.SHORT).rollsPerLap(), org.assertj.core.api.Assertions.within(1e-12))
                .isBetween(5.7, 5.85);
        BigDecimal rent = value(new Computation.Lap("classic", sc, "Ann", "rent-out", JailStrategy.SHORT));
        BigDecimal taxes = value(new Computation.Lap("classic", sc, "Ann", "taxes", JailStrategy.SHORT));
        assertThat(value(new Computation.Lap("classic", sc, "Ann", "net", JailStrategy.SHORT)))
                .isEqualByComparingTo(new BigDecimal(200).subtract(rent).subtract(taxes));
        // Railroads with all four held: $200 a stop; oranges with three houses: $550, $550, $600; Boardwalk alone $50.
        var odds = lab.odds("classic", JailStrategy.SHORT);
        double byHand = 550 * (odds.at(16) + odds.at(18)) + 600 * odds.at(19) + 50 * odds.at(39);
        assertThat(rent.doubleValue()).isGreaterThan(byHand * rolls.doubleValue());
    }

    @Test
    void aBreakEvenBidIsTheRentOfTheRoundsLessTheHouses() {
        BigDecimal alone = value(new Computation.BreakEvenBid("classic", "Illinois Avenue", "alone", 20, 3, JailStrategy.SHORT));
        BigDecimal three = value(new Computation.BreakEvenBid("classic", "Illinois Avenue", "3", 20, 3, JailStrategy.SHORT));
        double perTurn = lab.odds("classic", JailStrategy.SHORT).rollsPerTurn();
        // Unrounded all the way: 3.1858% x $750 a roll, 1.1866 rolls a turn, 3 opponents, 20 rounds, less $450 of houses.
        double illinois = lab.odds("classic", JailStrategy.SHORT).at(24);
        assertThat(three.doubleValue()).isCloseTo(illinois * 750 * perTurn * 3 * 20 - 450, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(alone.doubleValue()).isCloseTo(illinois * 20 * perTurn * 3 * 20, org.assertj.core.api.Assertions.within(1e-9));
    }

    @Test
    void aMortgagesInterestAndTheRentItLoses() {
        assertThat(value(new Computation.Mortgage("classic", "Boardwalk", "interest"))).isEqualByComparingTo("20");
        assertThat(value(new Computation.Mortgage("classic", "Boardwalk", "lift"))).isEqualByComparingTo("220");
        // $20 / (2.6260% x $50 = $1.313, unrounded) = 15.2 opponent rolls; a cent-rounded $1.31 would give 15.3.
        assertThat(value(new Computation.Mortgage("classic", "Boardwalk", "rolls")).setScale(1, java.math.RoundingMode.HALF_EVEN))
                .isEqualByComparingTo("15.2");
        assertThat(lab.compute(new Computation.Mortgage("classic", "Boardwalk", "rolls")).explanation())
                .contains("After $20 / $1.313 = 15.2 opponent rolls the rent lost has cost as much as the interest");
    }

    @Test
    void anIncomesWorkingIsChanceTimesRentAlone() {
        // Printed under an income answer, the row's payback and the level below read as part of it (cash-flow-reserve's key).
        java.util.List<String> why = lab.compute(new Computation.Income("classic", "New York Avenue", "3", JailStrategy.SHORT)).explanation();
        assertThat(why).anySatisfy(l -> assertThat(l).contains("× $600 = $18.51 per opponent roll"));
        assertThat(why).noneSatisfy(l -> assertThat(l).containsAnyOf("Invested", "Payback", "rounds", "over the one below"));
        assertThat(lab.compute(new Computation.Payback("classic", "New York Avenue", "3", false, 1, JailStrategy.SHORT)).explanation())
                .anySatisfy(l -> assertThat(l).startsWith("Payback:"));
    }

    @Test
    void aNegativeSumTakesATrueMinusInEveryLanguage() {
        // cash-flow-reserve's key printed "— -255,49 $" in Russian and "-$255.49" under "$600 − $450" in English (issue 23).
        lab.compute(new Computation.Income("classic", "New York Avenue", "3", JailStrategy.SHORT)).explanation("ru");
        assertThat(tutor.text.Money.of(new BigDecimal("-255.49"), "$", "ru")).isEqualTo("\u2212255,49\u00a0$");
        assertThat(tutor.text.Money.of(new BigDecimal("-255.49"), "$", "fr")).startsWith("\u2212255,49");
        assertThat(tutor.text.Money.of(new BigDecimal("-255.49"), "$", "en")).isEqualTo("\u2212$255.49");
    }

    @Test
    void anIncomeOnThePlayersOwnRollsSaysSoInEveryLanguage() {
        // cash-flow-reserve Q1 asks what New York Avenue costs Ann per roll she makes: "an opponent's roll" would misread it.
        Computation own = new Computation.Income("classic", "New York Avenue", "3", JailStrategy.SHORT, tutor.analysis.CardRent.CARDS, true);
        Figure.Value v = lab.compute(own);
        assertThat(v.number()).isEqualByComparingTo(lab.compute(new Computation.Income("classic", "New York Avenue", "3", JailStrategy.SHORT)).number());
        assertThat(v.explanation("en")).anySatisfy(l -> assertThat(l).startsWith("Odds that one of the player's own rolls ends on New York Avenue"))
                .anySatisfy(l -> assertThat(l).endsWith("× $600 = $18.51 per roll the player makes"))
                .noneSatisfy(l -> assertThat(l).contains("opponent"));
        assertThat(v.explanation("fr")).anySatisfy(l -> assertThat(l).startsWith("Probabilité qu'un lancer du joueur lui-même s'arrête"))
                .noneSatisfy(l -> assertThat(l).contains("adverse"));
        assertThat(v.explanation("ru")).anySatisfy(l -> assertThat(l).startsWith("Вероятность того, что бросок самого игрока закончится"))
                .noneSatisfy(l -> assertThat(l).contains("соперник"));
    }

    @Test
    void aMarginalOrInvestedWorkingLeavesOutTheOneOpponentRounds() {
        // third-house Q2 and which-group Q3 printed "With 1 opponent, each rolling..." under answers that have no table of players.
        java.util.List<String> marginal = lab.compute(new Computation.Marginal("classic", "orange", "3", JailStrategy.SHORT)).explanation();
        assertThat(marginal).anySatisfy(l -> assertThat(l).startsWith("This level over the one below: $300 more invested"))
                .noneSatisfy(l -> assertThat(l).containsAnyOf("With 1 opponent", "Payback:"));
        java.util.List<String> invested = lab.compute(new Computation.Invested("classic", "green", "3")).explanation();
        assertThat(invested).anySatisfy(l -> assertThat(l).startsWith("Invested: $900 + $900 + $920 = $2,720"))
                .noneSatisfy(l -> assertThat(l).containsAnyOf("With 1 opponent", "Payback:", "over the one below"));
    }

    @Test
    void rollsPerTurnIsTheExactFractionOfTheDiceAndTheSpeedingRule() {
        // Classic: three doubles send a player to Jail, so a turn throws 1 + 1/6 + 1/36 = 43/36 times on average.
        Computation c = new Computation.Dice("classic", "rolls-per-turn");
        BigDecimal exact = BigDecimal.valueOf(43).divide(BigDecimal.valueOf(36), java.math.MathContext.DECIMAL64);
        assertThat(value(c).subtract(exact).abs()).isLessThan(new BigDecimal("1e-12"));
        assertThat(c.unit()).isEqualTo(Unit.COUNT);
        assertThat(lab.basis(new Figure("r", 1, c, new BigDecimal("1.19")))).isEqualTo(Basis.DICE);
        Figure.Value v = lab.compute(c);
        assertThat(v.explanation("en").get(0)).contains("1 + 1/6 + 1/36 = 43/36 = 1.1944");
        assertThat(v.explanation("fr").get(0)).contains("1 + 1/6 + 1/36 = 43/36 = 1,1944");
        assertThat(v.explanation("ru").get(0)).contains("1 + 1/6 + 1/36 = 43/36 = 1,1944");
        // The landing chain, which the rounds of the table use, ends some turns at Go To Jail: a little fewer throws.
        double chain = lab.odds("classic", JailStrategy.SHORT).rollsPerTurn();
        assertThat(chain).isLessThan(exact.doubleValue()).isGreaterThan(1.18);
        assertThat(v.explanation("en").get(1)).contains(String.format(java.util.Locale.ROOT, "%.4f", chain));
    }

    @Test
    void aScenariosCashAndPricesAreItsPositionNotTheTutorsModel() {
        // A teacher reads "Ann's cash $450: the tutor's model" as a doubt about a number the scenario simply sets.
        String lap = "scenarios/budget/lap-ahead.yaml";
        assertThat(new Computation.Position("classic", lap, "Ann", "cash").basis()).isEqualTo(Basis.POSITION);
        assertThat(new Computation.Position("classic", lap, "Ann", "liquidation").basis()).isEqualTo(Basis.POSITION);
        // "$570 — the tutor's model", "$57 — the edition's rules data", "Houses Ann holds 24 — the edition's rules data":
        // a re-grade (issue 23) read each as the wrong basis; all three are counted off the position.
        assertThat(new Computation.Position("classic", lap, "Ann", "net-worth").basis()).isEqualTo(Basis.POSITION);
        assertThat(new Computation.Lap("classic", lap, "Ann", "income-tax", JailStrategy.SHORT).basis()).isEqualTo(Basis.POSITION);
        // "$600" and "$2,550" are the position's deeds and houses at their printed rents (third grading, issue 23).
        assertThat(new Computation.Lap("classic", lap, "Ann", "worst-rent", JailStrategy.SHORT).basis()).isEqualTo(Basis.POSITION);
        assertThat(new Computation.Lap("classic", lap, "Ann", "all-rents", JailStrategy.SHORT).basis()).isEqualTo(Basis.POSITION);
        assertThat(new Computation.IncomeTax("classic", "scenarios/taxes/ten-percent-is-cheaper.yaml", "Ben", "worth").basis())
                .isEqualTo(Basis.POSITION);
        assertThat(new Computation.IncomeTax("classic", "scenarios/taxes/ten-percent-is-cheaper.yaml", "Ben", "flat").basis())
                .isEqualTo(Basis.RULE);
        assertThat(new TableSupply("classic", "scenarios/building-shortage/four-house-lock.yaml", "Ann", "houses").basis())
                .isEqualTo(Basis.POSITION);
        assertThat(new RentBeforeGo("classic", lap, "Ann", 450, "dearest").basis()).isEqualTo(Basis.POSITION);
        assertThat(new RentBeforeGo("classic", lap, "Ann", 450, "chance-above").basis()).isEqualTo(Basis.MODEL);
        assertThat(Basis.POSITION.label("en")).isEqualTo("the scenario's position and printed prices");
        assertThat(Basis.POSITION.label("fr")).isEqualTo("la position du scénario et les prix indiqués");
        assertThat(Basis.POSITION.label("ru")).isEqualTo("позиция сценария и напечатанные цены");
    }

    @Test
    void aFigureWorkedFromTheLessonsExampleSaysSo() {
        // 10% of a worth the lesson gives is the rule applied to an example, not rules data; the flat sum is the rule's alone.
        BigDecimal worth = new BigDecimal("3500");
        assertThat(new TaxForWorth("classic", worth, "percent").basis()).isEqualTo(Basis.RULE_ON_EXAMPLE);
        assertThat(new TaxForWorth("classic", worth, "cheaper").basis()).isEqualTo(Basis.RULE_ON_EXAMPLE);
        assertThat(new TaxForWorth("classic", worth, "flat").basis()).isEqualTo(Basis.RULE);
        // The mortgage's 10% on a sum the lesson gives is the rule on an example; on a deed's mortgage value, rules data.
        BigDecimal rate = new BigDecimal("8");
        assertThat(new Loan("classic", null, new BigDecimal("200"), rate, BigDecimal.ONE, false, "flat").basis()).isEqualTo(Basis.RULE_ON_EXAMPLE);
        assertThat(new Loan("classic", "Boardwalk", null, rate, BigDecimal.ONE, false, "flat").basis()).isEqualTo(Basis.RULE);
        assertThat(new Loan("classic", "Boardwalk", null, rate, BigDecimal.ONE, false, "interest").basis()).isEqualTo(Basis.EXAMPLE);
        assertThat(Basis.RULE_ON_EXAMPLE.label("en")).isEqualTo("the rules applied to the lesson's example");
        assertThat(Basis.RULE_ON_EXAMPLE.label("fr")).isEqualTo("les règles appliquées à l'exemple de la leçon");
        assertThat(Basis.RULE_ON_EXAMPLE.label("ru")).isEqualTo("правила, применённые к примеру урока");
    }

    /**
     * Every figure of the 24 lessons (a figure, an exercise) that takes a {@code given} figure as a parameter
     * ({@code tax-for-worth: cat-worth}, {@code rate: bank-rate}) stands on the lesson's example, never on the rules
     * data alone. The one exception is a loan's {@code flat} part on a deed: the edition's 10% of the deed's mortgage
     * value, which names the rate only because a loan needs one and does not use it.
     */
    @Test
    void everyFigureDerivedFromAGivenNumberStandsOnTheExample() throws Exception {
        tutor.lesson.load.LessonLoader loader = new tutor.lesson.load.LessonLoader(tutor.data.Bundle.get(), lab);
        int derived = 0;
        int lessons = 0;
        for (java.nio.file.Path f : tutor.scenario.ScenarioFiles.find(java.util.List.of(java.nio.file.Path.of("../lessons")))) {
            if (!tutor.lesson.load.LessonFiles.isLesson(f)) {
                continue;
            }
            lessons++;
            Lesson lesson = loader.load(f).lesson();
            java.util.List<java.util.Map<?, ?>> computed = new java.util.ArrayList<>();
            collect(new org.yaml.snakeyaml.Yaml().load(java.nio.file.Files.readString(f)), computed);
            java.util.Set<Object> given = new java.util.HashSet<>();
            for (java.util.Map<?, ?> fig : computed) {
                java.util.Map<?, ?> compute = (java.util.Map<?, ?>) fig.get("compute");
                if (compute.containsKey("given")) {
                    given.add(fig.get("id"));
                } else if (compute.values().stream().anyMatch(given::contains)) {
                    derived++;
                    Figure figure = lesson.allFigures().stream().filter(x -> x.id().equals(fig.get("id"))).findFirst()
                            .orElseThrow(() -> new AssertionError(f + ": no figure " + fig.get("id")));
                    boolean flatOnADeed = figure.compute() instanceof Loan l && l.part().equals("flat") && l.deed() != null;
                    assertThat(lab.basis(figure)).as(f + ": " + figure.id())
                            .isIn(flatOnADeed ? java.util.List.of(Basis.RULE) : java.util.List.of(Basis.EXAMPLE, Basis.RULE_ON_EXAMPLE));
                }
            }
        }
        assertThat(lessons).isGreaterThanOrEqualTo(24);
        // income-tax-choice's 10% of Cat's worth; mortgage-vs-bank's loans at the bank's rate (figures and exercises).
        assertThat(derived).isGreaterThanOrEqualTo(5);
    }

    /** Every mapping with a {@code compute} mapping (a figure, an exercise), in the file's order. */
    private static void collect(Object node, java.util.List<java.util.Map<?, ?>> out) {
        if (node instanceof java.util.Map<?, ?> m) {
            if (m.get("compute") instanceof java.util.Map<?, ?>) {
                out.add(m);
            }
            m.values().forEach(v -> collect(v, out));
        } else if (node instanceof java.util.List<?> l) {
            l.forEach(v -> collect(v, out));
        }
    }

    @Test
    void anEditionsCountIsACountAndItsSumsAreMoney() {
        // The Bank's 32 houses and the Short Game's 3 deeds were printed "$32" and "$3" in the handouts' table of numbers.
        Figure houses = new Figure("h", 1, new Computation.Rule("classic", "bank-houses"), new BigDecimal("32"));
        assertThat(houses.unit()).isEqualTo(Unit.COUNT);
        assertThat(lab.show(houses, "en")).isEqualTo("32");
        assertThat(lab.compute(houses.compute()).explanation("en").get(0)).doesNotContain("$");
        Figure salary = new Figure("s", 1, new Computation.Rule("classic", "salary"), new BigDecimal("200"));
        assertThat(lab.show(salary, "en")).isEqualTo("$200");
        assertThat(new Computation.Rule("classic", "mortgage-interest-percent").unit()).isEqualTo(Unit.PERCENT);
    }

    @Test
    void onlyTheClassicBoardStandsOnThePublishedTable() {
        assertThat(lab.published("classic")).isTrue();
        assertThat(lab.published("modern")).isTrue();
        assertThat(lab.published("junior")).isFalse();
        Figure juniorOdds = new Figure("j", 1, new Computation.LandingOdds("junior", "GO", JailStrategy.SHORT), BigDecimal.ONE);
        assertThat(lab.basis(juniorOdds)).isEqualTo(Basis.MODEL);
        assertThat(lab.show(new Figure("b", 1, new Computation.Income("classic", "Boardwalk", "hotel", JailStrategy.SHORT),
                new BigDecimal("52.52")))).isEqualTo("$52.52");
    }
}
