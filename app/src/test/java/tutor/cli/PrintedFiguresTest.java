package tutor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tutor.analysis.CardRent;
import tutor.analysis.JailStrategy;
import tutor.analysis.LandingChain;
import tutor.analysis.Odds;
import tutor.analysis.ReturnRow;
import tutor.analysis.Returns;
import tutor.data.Bundle;
import tutor.rules.edition.Board;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleSet;
import tutor.rules.edition.SpaceKind;

/**
 * Every payback, income and marginal figure the lab prints (the {@code returns} table, its CSV, and the
 * working under every row) against the same figure computed here without rounding, from the chain's odds
 * and the printed rents in plain doubles: each differs from it by at most half a unit of its last printed
 * digit. And each division the working prints ({@code $60 / $0.04263 = 1407.5}) gives, redone by hand, the
 * result it prints. Every edition, both Jail strategies, both conventions for the cards' rents.
 */
class PrintedFiguresTest {

    private static final Pattern TABLE_ROW = Pattern.compile("^(.{24}) (.{11}) (.{6}) (.{8}) (.{10}) (.{9}) (.{10}) (.{8}) (.{9})$");
    private static final Pattern DIVISION = Pattern.compile("([\\d,]+(?:\\.\\d+)?) / ([\\d,]+(?:\\.\\d+)?) = ([\\d,]+(?:\\.\\d+)?)");
    private static final Pattern INCOME = Pattern.compile("= ([\\d,]+(?:\\.\\d+)?) per opponent roll$");
    private static final String NUMBER = "[\\d,]+(?:\\.\\d+)?";
    private static final Pattern PRODUCT = Pattern.compile("(?<![\\d.,+(] )((?:" + NUMBER + "%?)(?: x " + NUMBER + "%?)+) = (" + NUMBER + ")");
    private static final Pattern SUM = Pattern.compile("(?<![\\d.,x] )((?:" + NUMBER + ")(?: \\+ " + NUMBER + ")+) = (" + NUMBER + ")(?! x)");

    /** The figures of one row, worked out here in doubles: income per roll, payback in rolls and in rounds, marginal. */
    private record Exact(double income, double rolls, double rounds, double marginal) { }

    private static String run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertThat(Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream()))).isZero();
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Income per opponent roll of a deed at a level, unrounded, from the odds and the printed rents. */
    private static double income(Odds o, RuleSet rules, Deed d, String level, CardRent cards) {
        double p = o.at(d.space());
        if (d.kind() == SpaceKind.RAILROAD) {
            int rent = d.rent(Integer.parseInt(level) - 1);
            double card = o.railroadCard()[d.space()];
            return cards == CardRent.CARDS ? (p - card + o.railroadCardWeighted()[d.space()]) * rent : p * rent;
        }
        if (d.kind() == SpaceKind.UTILITY) {
            int m = d.rent(Integer.parseInt(level) - 1);
            double fresh = 3.5 * rules.dice();
            return o.throwTotal()[d.space()] * m + (cards == CardRent.CARDS ? o.utilityCardWeighted()[d.space()] * fresh
                    : o.utilityCard()[d.space()] * m * fresh);
        }
        return switch (level) {
            case "alone" -> p * d.rent(0);
            case "0" -> p * d.rent(0) * rules.groupRentMultiplier();
            case "hotel" -> p * d.rent(d.rentSteps() - 1);
            default -> p * d.rent(Integer.parseInt(level));
        };
    }

    /** Every row's figures worked out here, keyed by kind|name|level, in the order the lab lists them. */
    private static Map<String, Exact> exact(Odds o, RuleSet rules, List<ReturnRow> rows, int opponents, CardRent cards) {
        Board board = o.board();
        Map<String, Exact> out = new HashMap<>();
        Map<String, double[]> previous = new HashMap<>();
        for (ReturnRow r : rows) {
            double income;
            boolean street;
            if (r.kind() == ReturnRow.Kind.DEED) {
                Deed deed = board.deeds().stream().filter(d -> d.name().equals(r.name())).findFirst().orElseThrow();
                street = deed.kind() == SpaceKind.STREET;
                income = income(o, rules, deed, r.level(), cards);
            } else {
                ColorGroup g = board.groups().stream().filter(x -> x.id().equals(r.group())).findFirst().orElseThrow();
                street = board.deed(g.deeds().get(0)).kind() == SpaceKind.STREET;
                income = 0;
                for (int id : g.deeds()) {
                    Deed d = board.deed(id);
                    String level = d.kind() == SpaceKind.STREET ? r.level() : Integer.toString(Math.min(g.deeds().size(), d.rentSteps()));
                    income += income(o, rules, d, level, cards);
                }
            }
            String who = r.kind() + "|" + r.name();
            double[] below = previous.get(who);
            double marginal = Double.NaN;
            // Each level of building over the one below it; the lot alone and the bare group have none below.
            if (street && below != null && !r.level().equals("alone") && !r.level().equals("0")
                    && income > below[0] && r.cost() > below[1]) {
                marginal = (r.cost() - below[1]) / (income - below[0]);
            }
            previous.put(who, new double[] {income, r.cost()});
            out.put(who + "|" + r.level(), new Exact(income, r.cost() / income, r.cost() / (income * o.rollsPerTurn() * opponents), marginal));
        }
        return out;
    }

    private static void close(String printed, double exact, String what, List<String> wrong) {
        String digits = printed.strip().replaceAll("₽([\\d,.]+)k", "$1").replace("$", "").replace("€", "").replace("тыс. ₽", "").replace(",", "").strip();
        if (digits.isEmpty()) {
            if (!Double.isNaN(exact) && !Double.isInfinite(exact)) {
                wrong.add(what + ": nothing printed for " + exact);
            }
            return;
        }
        BigDecimal shown = new BigDecimal(digits);
        double half = 0.5 * Math.pow(10, -shown.scale());
        if (Math.abs(shown.doubleValue() - exact) > half + 1e-9) {
            wrong.add(what + ": printed " + printed.strip() + ", unrounded " + exact);
        }
    }

    private static double number(String s) {
        return Double.parseDouble(s.replace(",", ""));
    }

    /** A printed result against the arithmetic of its printed parts, within {@code units} of its last digit. */
    private static void within(String printed, double worked, double units, String what, List<String> wrong) {
        BigDecimal shown = new BigDecimal(printed.replace(",", ""));
        if (Math.abs(shown.doubleValue() - worked) > units * Math.pow(10, -shown.scale()) + 1e-9) {
            wrong.add(what + ": the parts as printed give " + worked);
        }
    }

    @Test
    void everyPrintedFigureIsTheUnroundedOneRoundedOnlyForDisplay() {
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (String spec : Bundle.get().rulesets().keySet()) {
            RuleSet rules = Bundle.get().ruleset(spec);
            Board board = Bundle.get().board(rules);
            for (JailStrategy jail : JailStrategy.values()) {
                Odds o = LandingChain.solve(board, rules, Bundle.get().cardSets().get(rules.cardsId()), jail);
                for (CardRent cards : CardRent.values()) {
                    List<ReturnRow> rows = Returns.of(o, rules, 3, cards);
                    Map<String, Exact> exact = exact(o, rules, rows, 3, cards);
                    String run = spec + " " + jail.id() + " " + cards.id();
                    // The CSV, row by row.
                    List<String> csv = run("returns", "--ruleset", spec, "--jail", jail.id(), "--card-rent", cards.id(), "--format", "csv")
                            .lines().skip(1).toList();
                    assertThat(csv).hasSameSizeAs(rows);
                    for (int i = 0; i < rows.size(); i++) {
                        ReturnRow r = rows.get(i);
                        Exact x = exact.get(r.kind() + "|" + r.name() + "|" + r.level());
                        String[] f = csv.get(i).split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)", -1);
                        String what = run + " csv " + r.name() + " " + r.level();
                        close(f[6], x.income(), what + " income", wrong);
                        close(f[8], x.rolls(), what + " payback", wrong);
                        close(f[9], x.rounds(), what + " rounds", wrong);
                        close(f[10], x.marginal(), what + " marginal", wrong);
                        checked += 4;
                        // The working: each division redone by hand gives what it prints, and the income line is the income.
                        for (String line : r.explanation()) {
                            String plain = line.replaceAll("₽([\\d,.]+)k", "$1").replace("$", "").replace("€", "").replace(" тыс. ₽", "");
                            Matcher d = DIVISION.matcher(plain);
                            while (d.find()) {
                                double a = Double.parseDouble(d.group(1).replace(",", ""));
                                double b = Double.parseDouble(d.group(2).replace(",", ""));
                                close(d.group(3), a / b, run + " working of " + r.name() + " " + r.level() + ": " + line, wrong);
                                checked++;
                            }
                            Matcher p = PRODUCT.matcher(plain);
                            while (p.find()) {
                                // Each factor shown finely enough that the product as printed is the one worked by hand.
                                double product = 1;
                                for (String factor : p.group(1).split(" x ")) {
                                    product *= factor.endsWith("%") ? number(factor.substring(0, factor.length() - 1)) / 100 : number(factor);
                                }
                                within(p.group(2), product, 0.5, run + " product in " + r.name() + " " + r.level() + ": " + line, wrong);
                                checked++;
                            }
                            Matcher a = SUM.matcher(plain);
                            while (a.find()) {
                                double sum = 0;
                                for (String part : a.group(1).split(" \\+ ")) {
                                    sum += number(part);
                                }
                                within(a.group(2), sum, 0.5, run + " sum in " + r.name() + " " + r.level() + ": " + line, wrong);
                                checked++;
                            }
                            Matcher m = INCOME.matcher(plain);
                            if (m.find()) {
                                close(m.group(1), x.income(), run + " working of " + r.name() + " " + r.level() + ": " + line, wrong);
                                checked++;
                            }
                        }
                    }
                    // The text table of the classic editions, whose names fit its columns.
                    if (board.currency().equals("$") && jail == JailStrategy.SHORT) {
                        List<String> table = run("returns", "--ruleset", spec, "--card-rent", cards.id()).lines()
                                .filter(l -> TABLE_ROW.matcher(l).matches() && !l.startsWith("deed or group")).toList();
                        assertThat(table).as(run).hasSameSizeAs(rows);
                        for (int i = 0; i < rows.size(); i++) {
                            ReturnRow r = rows.get(i);
                            Exact x = exact.get(r.kind() + "|" + r.name() + "|" + r.level());
                            Matcher t = TABLE_ROW.matcher(table.get(i));
                            assertThat(t.matches()).isTrue();
                            String what = run + " table " + r.name() + " " + r.level();
                            close(t.group(5), x.income(), what + " income", wrong);
                            close(t.group(7).replace("never", ""), x.rolls(), what + " payback", wrong);
                            close(t.group(8).replace("never", ""), x.rounds(), what + " rounds", wrong);
                            close(t.group(9), x.marginal(), what + " marginal", wrong);
                            checked += 4;
                        }
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
        assertThat(checked).isGreaterThan(20_000);
    }

    @Test
    void mediterraneanAvenueAloneRepaysIn1407Point5RollsNot1500() {
        String csv = run("returns", "--format", "csv");
        assertThat(csv).contains("deed,Mediterranean Avenue,brown,alone,2.1314,2,0.042628,60,1407.5,395.4,");
        assertThat(run("returns")).containsPattern("Mediterranean Avenue\\s+brown\\s+alone\\s+2\\.13%\\s+\\$0\\.04\\s+\\$60\\s+1,407\\.5");
    }
}
