package tutor.ui.budget;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.nio.file.Files;
import java.nio.file.Path;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.analysis.ReturnRow;
import tutor.ui.model.Settings;
import tutor.ui.Theme;
import tutor.ui.TutorFrame;
import tutor.ui.GuiTest;

/** The Budget screen, opened from the main window's Lab menu and driven as a teacher would. */
@GuiTest
class BudgetIT {

    private Robot robot;
    private FrameFixture main;
    private FrameFixture budget;

    @BeforeAll
    static void edtChecks() {
        if (!GraphicsEnvironment.isHeadless()) {
            FailOnThreadViolationRepaintManager.install();
        }
    }

    @BeforeEach
    void openFromTheMenu(@TempDir Path home) {
        Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "no display: GUI tests run under Xvfb (see .ci/run)");
        System.setProperty("tutor.home", home.toString());
        robot = BasicRobot.robotWithNewAwtHierarchy();
        // AssertJ Swing's default wait for idle posts an event and waits up to 10 s to be told it ran. After the
        // lab's tests that notice stopped coming although the queue was empty and the event thread idle (jstack):
        // every wait ran its full 10 s (QuestionFeedbackIT 253 s instead of 3 s, CI near its 20 minutes).
        // The simple wait, invokeAndWait on the event queue, waits for what is pending, which is what these tests need.
        robot.settings().simpleWaitForIdle(true);
        robot.settings().delayBetweenEvents(20);
        TutorFrame frame = GuiActionRunner.execute(() -> {
            Theme.LIGHT.apply();
            Settings settings = Settings.standard();
            settings.put("language", "en"); // the test reads English words, whatever this computer's locale
            TutorFrame f = new TutorFrame(settings);
            f.setLocationByPlatform(false);
            f.setLocation(0, 0);
            return f;
        });
        main = new FrameFixture(robot, frame);
        main.show(tutor.ui.ProjectorScreen.size());
        main.menuItem("menu.lab.budget").click();
        budget = WindowFinder.findFrame("budget").withTimeout(10_000).using(robot);
        budget.resizeTo(tutor.ui.ProjectorScreen.size());
        budget.moveTo(new java.awt.Point(0, 0));
    }

    @AfterEach
    void close() {
        if (robot != null) {
            robot.cleanUp();
        }
    }

    private BudgetFrame frame() {
        return (BudgetFrame) budget.target();
    }

    /** An edition as the list shows it: by its name, not its id. */
    private static String name(String id) {
        return tutor.scenario.EditionNames.of(tutor.data.Bundle.get().rulesets().get(id), "en");
    }

    @Test
    void theReturnsTableSortsAndEachRowExplainsItself() {
        JTableFixture table = budget.table("budget.returns.table");
        assertThat(table.rowCount()).isGreaterThan(100);
        int hotel = GuiActionRunner.execute(() -> {
            for (int i = 0; i < frame().returnsPanel().table().getRowCount(); i++) {
                if ("Boardwalk".equals(frame().returnsPanel().table().getValueAt(i, 0))
                        && "group, hotel".equals(frame().returnsPanel().table().getValueAt(i, 1))) {
                    return i;
                }
            }
            return -1;
        });
        table.selectRows(hotel);
        // The explanation follows the selection; wait for it rather than read it in the same instant.
        org.assertj.swing.timing.Pause.pause(new org.assertj.swing.timing.Condition("the row's explanation") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> frame().returnsPanel().explanation()).contains("per opponent roll");
            }
        }, 5_000);
        assertThat(budget.textBox("budget.returns.why").text()).contains("2.6260% × $2,000 = $52.52 per opponent roll");
        table.tableHeader().clickColumn(4); // payback in rolls: the quickest first
        double first = ((java.math.BigDecimal) GuiActionRunner.execute(() -> frame().returnsPanel().table().getValueAt(0, 4))).doubleValue();
        double second = ((java.math.BigDecimal) GuiActionRunner.execute(() -> frame().returnsPanel().table().getValueAt(1, 4))).doubleValue();
        assertThat(first).isLessThanOrEqualTo(second);
        budget.comboBox("budget.returns.show").selectItem("Groups only");
        // A group's row is worded, never bracketed in code: "Dark Blue group".
        String groupRow = GuiActionRunner.execute(() -> frame().returnsPanel().table().getValueAt(0, 0).toString());
        assertThat(groupRow).matches("[A-Z][A-Za-z ]+ group").doesNotContain("[");
    }

    @Test
    void theOpenLabFollowsViewLanguageLive() {
        budget.table("budget.returns.table").selectRows(0);
        GuiActionRunner.execute(() -> {
            main.targetCastedTo(TutorFrame.class).model().setLanguage("fr");
            return null;
        });
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> frame().getTitle()))
                .isEqualTo("Labo de budget\u00a0: probabilit\u00e9s d'arr\u00eat sur chaque case, rendements et parties simul\u00e9es");
        // The lab opened on the English classic game and was not moved: it follows the language to the French
        // edition, whose deeds have their Paris names and whose money is the euro.
        assertThat(GuiActionRunner.execute(() -> frame().spec())).isEqualTo("fr-classic");
        assertThat(GuiActionRunner.execute(() -> frame().returnsPanel().table().getColumnName(2))).isEqualTo("Par lancer (\u20ac)");
        // Numbers as French writes them: Rue de la Paix's hotel costs 1 400 €, grouped with a no-break space, never a comma.
        int hotel = GuiActionRunner.execute(() -> {
            for (int i = 0; i < frame().returnsPanel().table().getRowCount(); i++) {
                if ("Rue de la Paix".equals(frame().returnsPanel().table().getValueAt(i, 0))
                        && "groupe, h\u00f4tel".equals(frame().returnsPanel().table().getValueAt(i, 1))) {
                    return i;
                }
            }
            return -1;
        });
        assertThat(hotel).isNotNegative();
        String cost = GuiActionRunner.execute(() -> {
            javax.swing.JTable t = frame().returnsPanel().table();
            return ((javax.swing.JLabel) t.prepareRenderer(t.getCellRenderer(hotel, 3), hotel, 3)).getText();
        });
        assertThat(cost).matches("1[\u00a0\u202f]400"); // ICU's French groups with a narrow no-break space
        budget.table("budget.returns.table").selectRows(hotel);
        assertThat(budget.textBox("budget.returns.why").text()).contains("2,6260").contains("52,52").doesNotContain("52.52")
                .startsWith("Rue de la Paix, avec un h\u00f4tel\u00a0:");
        // Every level in words: the lot alone, then the whole group with its houses ("groupe, sans maison"), never a bare "0".
        assertThat(GuiActionRunner.execute(() -> {
            java.util.Set<Object> levels = new java.util.TreeSet<>();
            for (int i = 0; i < frame().returnsPanel().table().getRowCount(); i++) {
                if ("Rue de la Paix".equals(frame().returnsPanel().table().getValueAt(i, 0))) {
                    levels.add(frame().returnsPanel().table().getValueAt(i, 1));
                }
            }
            return levels;
        })).containsExactlyInAnyOrder("propriété seule", "groupe, sans maison", "groupe, 1 maison", "groupe, 2 maisons",
                "groupe, 3 maisons", "groupe, 4 maisons", "groupe, h\u00f4tel");
        GuiActionRunner.execute(() -> {
            main.targetCastedTo(TutorFrame.class).model().setLanguage("ru");
            return null;
        });
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> frame().getTitle())).startsWith("\u041b\u0430\u0431\u043e\u0440\u0430\u0442\u043e\u0440\u0438\u044f");
        assertThat(budget.comboBox("budget.returns.show").selectedItem()).isEqualTo("\u0413\u0440\u0443\u043f\u043f\u044b \u0438 \u0443\u0447\u0430\u0441\u0442\u043a\u0438");
        // And on to the Russian edition: Moscow deeds (Boardwalk's square is "Улица Арбат"), no US street left.
        assertThat(GuiActionRunner.execute(() -> frame().spec())).isEqualTo("ru-classic");
        java.util.List<String> deeds = GuiActionRunner.execute(() -> {
            java.util.List<String> out = new java.util.ArrayList<>();
            for (int i = 0; i < frame().returnsPanel().table().getRowCount(); i++) {
                out.add(String.valueOf(frame().returnsPanel().table().getValueAt(i, 0)));
            }
            return out;
        });
        assertThat(deeds).contains("\u0423\u043b\u0438\u0446\u0430 \u0410\u0440\u0431\u0430\u0442").noneMatch(d -> d.matches(".*(Avenue|Place|Railroad|Boardwalk).*"));
        // The strategies' tick boxes are worded in the language too.
        GuiActionRunner.execute(() -> {
            frame().showTab("simulate");
            return null;
        });
        robot.waitForIdle();
        budget.checkBox("budget.simulate.strategy.cautious").requireText("Играет осторожно");
        if (System.getenv("TUTOR_SHOTS") != null) {
            GuiActionRunner.execute(() -> {
                var root = frame().getRootPane();
                var img = new java.awt.image.BufferedImage(root.getWidth(), root.getHeight(), java.awt.image.BufferedImage.TYPE_INT_RGB);
                var g = img.createGraphics();
                root.paint(g);
                g.dispose();
                javax.imageio.ImageIO.write(img, "png", Path.of(System.getenv("TUTOR_SHOTS"), "run-games-ru.png").toFile());
                return null;
            });
        }
        // Every box whole on the 1024-wide screen, in Russian's longer words.
        for (String id : StrategyPicker.IDS) {
            java.awt.Rectangle r = GuiActionRunner.execute(() -> {
                javax.swing.JCheckBox b = BudgetScreenshot.find(frame(), "budget.simulate.strategy." + id, javax.swing.JCheckBox.class);
                java.awt.Point p = b.getLocationOnScreen();
                return b.getWidth() < b.getPreferredSize().width ? null : new java.awt.Rectangle(p, b.getSize());
            });
            assertThat(r).as(id).isNotNull();
            assertThat(r.x + r.width).as(id).isLessThanOrEqualTo(1024);
        }
    }

    @Test
    void anotherEditionOrJailStrategyRecomputesTheHeatMapAtOnce() {
        double shortJail = GuiActionRunner.execute(() -> frame().lab().odds().inJail());
        budget.comboBox("budget.jail").selectItem(1);
        double longJail = GuiActionRunner.execute(() -> frame().lab().odds().inJail());
        assertThat(longJail).isGreaterThan(2 * shortJail);
        budget.comboBox("budget.edition").selectItem(name("junior"));
        assertThat(GuiActionRunner.execute(() -> frame().lab().board().id())).isEqualTo("junior");
        assertThat(GuiActionRunner.execute(() -> frame().lab().returns().stream().noneMatch(r -> r.level().equals("hotel")))).isTrue();
        budget.comboBox("budget.edition").selectItem(name("classic"));
        budget.checkBox("budget.houseRule.no-rent-in-jail").click();
        assertThat(GuiActionRunner.execute(() -> frame().spec())).isEqualTo("classic+no-rent-in-jail");
    }

    @Test
    void runningGamesShowsProgressResultsAndCancels(@TempDir Path dir) throws Exception {
        budget.tabbedPane("budget.tabs").selectTab("Run games");
        // Strategies are ticked by their names, never typed: the CLI's four are ticked at first.
        assertThat(GuiActionRunner.execute(() -> frame().simulationPanel().strategyPicker().chosen()))
                .containsExactly("buy-all", "reserve-200", "three-houses", "trader");
        budget.checkBox("budget.simulate.strategy.buy-all").requireText("Buys everything");
        budget.checkBox("budget.simulate.strategy.reserve").click();
        budget.checkBox("budget.simulate.strategy.three-houses").click();
        budget.checkBox("budget.simulate.strategy.buy-all").click();
        budget.checkBox("budget.simulate.strategy.trader").click();
        budget.button("budget.simulate.run").click();
        assertThat(GuiActionRunner.execute(() -> frame().simulationPanel().statusText())).contains("name at least one strategy");
        budget.checkBox("budget.simulate.strategy.buy-all").click();
        budget.checkBox("budget.simulate.strategy.trader").click();
        budget.checkBox("budget.simulate.strategy.bid-to").click();
        GuiActionRunner.execute(() -> BudgetScreenshot.find(frame(), "budget.simulate.strategy.bid-to.percent", javax.swing.JSpinner.class).setValue(120));
        assertThat(GuiActionRunner.execute(() -> frame().simulationPanel().strategyPicker().chosen()))
                .containsExactly("buy-all", "bid-to-120", "trader");
        budget.checkBox("budget.simulate.strategy.bid-to").click();
        GuiActionRunner.execute(() -> BudgetScreenshot.find(frame(), "budget.simulate.games", javax.swing.JSpinner.class).setValue(24));
        budget.button("budget.simulate.run").click();
        Pause.pause(new Condition("24 games to be played") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> frame().simulationPanel().report() != null);
            }
        }, 60_000);
        // Strategies are named in words wherever the results show them, never by the simulator's ids.
        assertThat(GuiActionRunner.execute(() -> frame().simulationPanel().statusText())).contains("24 games").doesNotContain("<");
        java.util.List<java.util.List<String>> records = GuiActionRunner.execute(() -> frame().simulationPanel().records());
        assertThat(records).extracting(row -> row.get(0)).containsExactly("Buys everything", "Trader");
        double traderWon = GuiActionRunner.execute(() -> frame().simulationPanel().report().strategies().get(1).winRate());
        assertThat(records.get(1).get(1)).isEqualTo(tutor.scenario.Lang.percent(100 * traderWon, 1, "en")).endsWith("%");
        assertThat(records.get(1).get(2)).matches("\\d+\\.\\d–\\d+\\.\\d%");
        assertThat(GuiActionRunner.execute(() -> frame().simulationPanel().chartWords())).contains("Buys everything", "Trader")
                .doesNotContain("buy-all", "trader");
        assertThat(GuiActionRunner.execute(() -> frame().simulationPanel().report().played())).isEqualTo(24);
        Path csv = dir.resolve("sim.csv");
        Path png = dir.resolve("sim.png");
        GuiActionRunner.execute(() -> {
            frame().simulationPanel().writeCsv(csv);
            frame().simulationPanel().writePng(png);
            return null;
        });
        assertThat(Files.readAllLines(csv)).hasSize(3).first().asString().startsWith("strategy,name,seats,wins,win_rate");
        assertThat(Files.readAllLines(csv).get(1)).startsWith("buy-all,\"Buys everything\",");
        assertThat(javax.imageio.ImageIO.read(png.toFile())).isNotNull();

        GuiActionRunner.execute(() -> BudgetScreenshot.find(frame(), "budget.simulate.games", javax.swing.JSpinner.class).setValue(200_000));
        budget.button("budget.simulate.run").click();
        budget.button("budget.simulate.cancel").requireEnabled();
        budget.button("budget.simulate.cancel").click();
        Pause.pause(new Condition("the cancelled run to report") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> frame().simulationPanel().statusText().contains("Cancelled"));
            }
        }, 60_000);
        budget.button("budget.simulate.run").requireEnabled();
        assertThat(GuiActionRunner.execute(() -> frame().simulationPanel().report().played())).isLessThan(200_000);
    }

    @Test
    void theReturnsAndChartsExportAsCsvAndPng(@TempDir Path dir) throws Exception {
        budget.tabbedPane("budget.tabs").selectTab("Charts");
        robot.waitForIdle();
        Path csv = dir.resolve("returns.csv");
        Path png = dir.resolve("charts.png");
        GuiActionRunner.execute(() -> {
            frame().returnsPanel().writeCsv(csv);
            frame().chartsPanel().writePng(png);
            return null;
        });
        long rows = GuiActionRunner.execute(() -> (long) frame().lab().returns().size());
        assertThat(Files.readAllLines(csv)).hasSize((int) rows + 1).contains("deed,Boardwalk,dark-blue,hotel,2.6260,2000,52.519267,1400,26.7,7.5,25.4");
        assertThat(javax.imageio.ImageIO.read(png.toFile()).getHeight()).isGreaterThan(200);
        assertThat(GuiActionRunner.execute(() -> frame().lab().returns().stream().filter(r -> r.kind() == ReturnRow.Kind.GROUP).map(ReturnRow::group).distinct().count()))
                .isEqualTo(10);
    }
}
