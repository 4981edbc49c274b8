package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import org.assertj.swing.core.KeyPressInfo;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.scenario.ScenarioLoader;
import tutor.scenario.ScenarioMeaning;
import tutor.ui.editor.EditorScreen;
import tutor.ui.editor.EditorScreenshot;

/**
 * "Your own table": a table that breaks a rule shows the problem with the rule it breaks, and
 * undo takes the change back; a sound table saves as a scenario that loads back as the same
 * table; a table put to the referee shows the ruling with its trace on the table screen.
 */
class EditorIT extends AbstractTutorIT {

    @SuppressWarnings("deprecation") // AssertJ Swing's key presses take the old modifier masks
    private static final int CTRL = java.awt.event.InputEvent.CTRL_MASK;

    private int space(String name) {
        return Bundle.get().board(Bundle.get().ruleset("classic")).spaceNamed(name).orElseThrow().index();
    }

    private EditorScreen editor(boolean broken) {
        window.toggleButton("screen.editor").click();
        EditorScreen e = onEdt(() -> frame.editor());
        onEdt(() -> {
            e.load(EditorScreenshot.typical(broken));
            return null;
        });
        return e;
    }

    @Test
    void aLightBlueGivenToCatIsTheCompleteGroupProblemUntilUndone() {
        EditorScreen e = editor(false);
        assertThat(onEdt(e::problemLines)).isEmpty();
        window.button("editor.ask").requireEnabled();
        onEdt(() -> {
            e.pickSquare(space("Connecticut Avenue"));
            return null;
        });
        window.comboBox("editor.lot.owner").selectItem("Cat");
        assertThat(onEdt(e::problemLines)).containsExactly(
                "Buildings on the Light Blue group, but one player does not own the whole group (rule: Building needs the whole group)");
        window.button("editor.ask").requireDisabled();
        window.button("editor.save").requireDisabled();
        // Picking the problem picks the lot it is about on the board: the group's first, Oriental Avenue.
        onEdt(() -> {
            e.pickSquare(0);
            return null;
        });
        window.list("editor.problems").clickItem(0);
        window.label("editor.lot.square").requireText(java.util.regex.Pattern.compile(".*<b>6 Oriental Avenue</b>.*"));
        window.list("editor.problems").pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_Z).modifiers(CTRL));
        assertThat(onEdt(e::problemLines)).isEmpty();
        onEdt(() -> {
            e.pickSquare(space("Connecticut Avenue"));
            return null;
        });
        window.comboBox("editor.lot.owner").requireSelection("Ann");
    }

    /**
     * The family review (B7): ticking a house rule put every cash back to $1,500 and passed the turn, and Undo dropped
     * the house rule. Now the table stays, and Undo and Redo take the house rule back and forth with it.
     */
    @Test
    void tickingAHouseRuleKeepsTheTableAndUndoTakesItBack() {
        window.toggleButton("screen.editor").click();
        EditorScreen e = onEdt(() -> frame.editor());
        tutor.rules.state.GameState family = new tutor.rules.position.PositionBuilder(Bundle.get().table("classic",
                java.util.List.of("Ann", "Ben", "Cat"))).cash("Ben", 1474).cash("Ann", 1526).owns("Ann", "North Carolina Avenue")
                .turn("Ben").build();
        onEdt(() -> {
            e.load(family);
            return null;
        });
        tutor.rules.state.GameState before = onEdt(e::position);
        window.button("editor.house-rules").click();
        window.menuItem("editor.house-rule.free-parking-pot").click();
        tutor.rules.state.GameState after = onEdt(e::position);
        assertThat(after.rules().id()).isEqualTo("classic+free-parking-pot");
        assertThat(after.player(1).cash()).isEqualTo(1474);
        assertThat(after.players()).isEqualTo(before.players());
        for (int deed = 0; deed < after.board().deeds().size(); deed++) {
            assertThat(after.estates().owner(deed)).isEqualTo(before.estates().owner(deed));
        }
        assertThat(after.pending()).isEqualTo(before.pending());
        window.button("editor.undo").click();
        assertThat(onEdt(e::position).rules().id()).isEqualTo("classic");
        assertThat(onEdt(e::position).player(1).cash()).isEqualTo(1474);
        window.button("editor.redo").click();
        assertThat(onEdt(e::position).rules().id()).isEqualTo("classic+free-parking-pot");
        assertThat(onEdt(e::position).player(1).cash()).isEqualTo(1474);
    }

    /** B10: "Owed to" never offers the debtor himself ("the Bank / Ann / Ben / Cat" for Ben's debt). */
    @Test
    void owedToNeverOffersTheDebtor() {
        window.toggleButton("screen.editor").click();
        EditorScreen e = onEdt(() -> frame.editor());
        tutor.rules.state.GameState owing = new tutor.rules.position.PositionBuilder(Bundle.get().table("classic",
                java.util.List.of("Ann", "Ben", "Cat"))).cash("Ben", 50).turn("Ben")
                .pending(new tutor.rules.state.Pending.Debt(java.util.List.of(new tutor.rules.state.Pending.Owed(1, 2, 300, "rent.street")),
                        new tutor.rules.state.Pending.TurnOver(1), -1)).build();
        onEdt(() -> {
            e.load(owing);
            return null;
        });
        assertThat(window.comboBox("editor.turn.creditor").contents()).containsExactly("the Bank", "Ann", "Cat");
        window.comboBox("editor.turn.creditor").requireSelection("Cat");
        window.comboBox("editor.turn.creditor").selectItem("Ann");
        assertThat(onEdt(e::position).pending()).isInstanceOfSatisfying(tutor.rules.state.Pending.Debt.class,
                d -> assertThat(d.owed().get(0).creditor()).isZero());
    }

    /** B9: "Start from → An empty table" asks before replacing a table with changes; Cancel keeps it. */
    @Test
    void anEmptyTableAsksBeforeReplacingAChangedTable() {
        EditorScreen e = editor(false);
        window.button("editor.add-player").click(); // a change: there is something to lose
        int seats = onEdt(() -> e.position().players().size());
        window.button("editor.start-from").click();
        window.menuItem("editor.from-empty").click();
        org.assertj.swing.fixture.JOptionPaneFixture ask = window.optionPane();
        ask.requireMessage("Replace this table with an empty one? The players' cash, squares and deeds set here are cleared.");
        ask.cancelButton().click();
        assertThat(onEdt(() -> e.position().players().size())).isEqualTo(seats);
        window.button("editor.start-from").click();
        window.menuItem("editor.from-empty").click();
        window.optionPane().okButton().click();
        assertThat(onEdt(() -> e.position().players().size())).isEqualTo(3);
        assertThat(onEdt(() -> e.position().player(0).cash())).isEqualTo(1500);
    }

    /** The cash and the square read apart ("$1,500   0 GO"), not as one number ("$1,500 0 GO", the teacher's shot 68). */
    @Test
    void theCashAndTheSquareAreSetApart() {
        editor(false);
        javax.swing.JTable table = window.table("editor.players").target();
        int gap = onEdt(() -> {
            java.awt.Rectangle cash = table.getCellRect(0, 1, false);
            javax.swing.JLabel c = (javax.swing.JLabel) table.prepareRenderer(table.getCellRenderer(0, 1), 0, 1);
            java.awt.Rectangle square = table.getCellRect(0, 2, false);
            javax.swing.JLabel s = (javax.swing.JLabel) table.prepareRenderer(table.getCellRenderer(0, 2), 0, 2);
            return square.x + s.getInsets().left - (cash.x + cash.width - c.getInsets().right);
        });
        int space = onEdt(() -> table.getFontMetrics(table.getFont()).charWidth(' '));
        assertThat(gap).as("pixels between the cash's last digit and the square's name").isGreaterThanOrEqualTo(2 * space);
    }

    @Test
    void viewLanguageFrenchMakesTheScreenFrenchAtOnceWithTheTableAndItsUndoKept() {
        EditorScreen e = editor(false);
        onEdt(() -> {
            e.pickSquare(space("Connecticut Avenue"));
            return null;
        });
        window.comboBox("editor.lot.owner").selectItem("Cat");
        // Cash is money, as everywhere in the window ("$1,500"), in each language's way of writing it.
        assertThat(onEdt(() -> e.cashShown(0))).matches("\\$[\\d,]+");
        window.menuItem("view.language.fr").click();
        window.button("editor.house-rules").requireText("Règles maison…");
        assertThat(onEdt(() -> e.cashShown(0))).matches("\\d[\\d\\u00a0\\u202f ]*[\\u00a0\\u202f ]\\$");
        window.button("editor.start-from").requireText("Charger ▾");
        window.label("editor.verdict").requireText(java.util.regex.Pattern.compile("Une chose enfreint les règles.*"));
        assertThat(onEdt(e::problemLines)).singleElement().asString()
                .startsWith("Des bâtiments sur le groupe").endsWith("(règle «\u00a0Pour construire, il faut tout le groupe\u00a0»)")
                .doesNotContain("one player does not own").doesNotContain("build.");
        // The long French problem wraps inside the list's visible width, rule title included, rather than running off it.
        javax.swing.JList<?> list = window.list("editor.problems").target();
        assertThat(onEdt(() -> list.getWidth())).isLessThanOrEqualTo(onEdt(() -> list.getParent().getWidth()));
        assertThat(onEdt(() -> list.getCellBounds(0, 0).height)).isGreaterThan(onEdt(() -> list.getFontMetrics(list.getFont()).getHeight() * 3 / 2));
        // The same table, and its history: undo takes Cat's light blue back in French.
        window.button("editor.undo").click();
        assertThat(onEdt(e::problemLines)).isEmpty();
        window.label("editor.verdict").requireText(java.util.regex.Pattern.compile("Cette table peut se jouer.*"));
        window.menuItem("view.language.en").click();
        window.button("editor.house-rules").requireText("House rules…");
    }

    /** The teacher's projector: the window at 1024x768 in the projector theme. */
    private void projectorAt1024() {
        window.resizeTo(new java.awt.Dimension(1024, 768));
        onEdt(() -> {
            frame.applyTheme(Theme.PROJECTOR);
            return null;
        });
    }

    @Test
    void inFrenchOnTheProjectorTheJailCardsHeadingIsWholeAndItsTooltipNamesTheCard() {
        projectorAt1024();
        window.menuItem("view.language.fr").click();
        editor(false);
        robot.waitForIdle();
        javax.swing.JTable players = window.table("editor.players").target();
        javax.swing.table.JTableHeader header = onEdt(players::getTableHeader);
        assertThat(onEdt(() -> players.getColumnName(4))).isEqualTo("Cartes «\u00a0Libéré\u00a0»");
        int drawn = onEdt(() -> header.getDefaultRenderer().getTableCellRendererComponent(players, players.getColumnName(4), false, false, -1, 4)
                .getPreferredSize().width);
        assertThat(drawn).isLessThanOrEqualTo(onEdt(() -> players.getColumnModel().getColumn(4).getWidth()));
        java.awt.Rectangle cell = onEdt(() -> header.getHeaderRect(4));
        java.awt.event.MouseEvent at = new java.awt.event.MouseEvent(header, java.awt.event.MouseEvent.MOUSE_MOVED, 0, 0,
                cell.x + cell.width / 2, cell.y + cell.height / 2, 0, false);
        assertThat(onEdt(() -> header.getToolTipText(at))).isEqualTo("Cartes «\u00a0Vous êtes libéré de prison\u00a0» en main");
        java.awt.Rectangle first = onEdt(() -> header.getHeaderRect(0));
        assertThat(onEdt(() -> header.getToolTipText(new java.awt.event.MouseEvent(header, java.awt.event.MouseEvent.MOUSE_MOVED, 0, 0,
                first.x + 5, first.y + 5, 0, false)))).isNull();
    }

    @Test
    void inRussianOnTheProjectorTheVerdictIsReadInFullAndTheProblemsNameTheirRuleByTitle() {
        projectorAt1024();
        window.menuItem("view.language.ru").click();
        EditorScreen e = editor(false);
        robot.waitForIdle();
        javax.swing.JLabel verdict = window.label("editor.verdict").target();
        assertThat(onEdt(verdict::getText)).startsWith("За этим столом можно играть").endsWith("сохраните стол как сценарий.");
        // The whole sentence is drawn: its wrapped lines are no wider and no taller than the room it is given.
        assertThat(onEdt(() -> verdict.getPreferredSize().width)).isLessThanOrEqualTo(onEdt(verdict::getWidth));
        assertThat(onEdt(() -> verdict.getPreferredSize().height)).isLessThanOrEqualTo(onEdt(verdict::getHeight));
        onEdt(() -> {
            e.pickSquare(space("Connecticut Avenue"));
            return null;
        });
        window.comboBox("editor.lot.owner").selectItem(java.util.regex.Pattern.compile("Cat|Клео"));
        assertThat(onEdt(e::problemLines)).singleElement().asString()
                .matches("На \\p{IsCyrillic}+ группе .*").endsWith("(правило «Для строительства нужна вся группа»)");
        assertThat(onEdt(() -> verdict.getPreferredSize().width)).isLessThanOrEqualTo(onEdt(verdict::getWidth));
    }

    /**
     * The chosen "waiting for" in French on the projector is read whole in the closed drop-down: «la case où le pion
     * vient d'arriver (l…» and «l'achat de la propriété ou les enc…» were cut, and a tooltip is no help on a projector.
     */
    @Test
    @SuppressWarnings("unchecked")
    void theChosenWaitingForIsWholeInFrenchOnTheProjector() {
        projectorAt1024();
        window.menuItem("view.language.fr").click();
        editor(false);
        java.util.List<String> cut = new java.util.ArrayList<>();
        for (int item : new int[] {2, 3}) {
            window.comboBox("editor.turn.decision").selectItem(item);
            robot.waitForIdle();
            javax.swing.JComboBox<Object> box = (javax.swing.JComboBox<Object>) window.comboBox("editor.turn.decision").target();
            cut.addAll(onEdt(() -> {
                java.awt.Insets in = box.getInsets();
                int arrow = 0;
                for (java.awt.Component c : box.getComponents()) {
                    arrow += c instanceof javax.swing.JButton ? c.getWidth() : 0;
                }
                int width = box.getWidth() - in.left - in.right - arrow;
                int height = box.getHeight() - in.top - in.bottom;
                java.awt.Component shown = box.getRenderer().getListCellRendererComponent(new javax.swing.JList<>(), box.getSelectedItem(), -1,
                        false, false);
                shown.setSize(width, height);
                java.awt.Dimension needs = shown.getPreferredSize();
                if (shown instanceof javax.swing.JTextArea ? needs.height > height : needs.width > width || needs.height > height) {
                    return java.util.List.of("\"" + box.getSelectedItem() + "\" needs " + needs + " of " + width + "x" + height);
                }
                java.awt.Rectangle seen = box.getVisibleRect();
                return seen.height < box.getHeight() ? java.util.List.of("\"" + box.getSelectedItem() + "\" hidden: " + seen)
                        : java.util.List.<String>of();
            }));
        }
        assertThat(cut).isEmpty();
    }

    @Test
    void theWaitingForListStaysOnTheScreenOnTheProjector() {
        projectorAt1024();
        editor(false);
        for (String language : new String[] {"en", "fr", "ru"}) {
            window.menuItem("view.language." + language).click();
            javax.swing.JComboBox<?> box = window.comboBox("editor.turn.decision").target();
            window.comboBox("editor.turn.decision").click();
            robot.waitForIdle();
            javax.swing.JList<?> list = onEdt(() -> ((javax.swing.plaf.basic.ComboPopup) box.getAccessibleContext().getAccessibleChild(0)).getList());
            java.awt.Rectangle screen = onEdt(() -> box.getGraphicsConfiguration().getBounds());
            int right = onEdt(() -> list.getLocationOnScreen().x + list.getWidth());
            // Every item is in the list, each wrapped within the drop-down's width: none runs past the screen's edge.
            assertThat(right).as(language).isLessThanOrEqualTo(screen.x + screen.width);
            assertThat(onEdt(list::getWidth)).as(language).isLessThanOrEqualTo(onEdt(box::getWidth));
            assertThat(onEdt(() -> list.getModel().getSize())).isEqualTo(6);
            window.comboBox("editor.turn.decision").pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        }
    }

    /**
     * The editor numbers the squares as the scenario files, the command line and the lab's charts do: GO is 0 and
     * Boardwalk 39, so a square's number is how many steps it lies past GO (it showed "1 GO" and "40 Boardwalk"). A
     * player put on "39 Boardwalk" is saved on the space a scenario's {@code at: 39} names.
     */
    @Test
    void squaresAreNumberedFromGoAtZeroAsTheScenarioFilesNumberThem() throws Exception {
        EditorScreen e = editor(false);
        onEdt(() -> {
            e.pickSquare(space("Boardwalk"));
            return null;
        });
        window.label("editor.lot.square").requireText(java.util.regex.Pattern.compile(".*<b>39 Boardwalk</b>.*"));
        javax.swing.JTable players = window.table("editor.players").target();
        @SuppressWarnings("unchecked")
        javax.swing.JComboBox<String> squares = onEdt(() -> (javax.swing.JComboBox<String>)
                ((javax.swing.DefaultCellEditor) players.getColumnModel().getColumn(2).getCellEditor()).getComponent());
        assertThat(onEdt(() -> squares.getItemAt(0))).isEqualTo("0 GO");
        assertThat(onEdt(() -> squares.getItemAt(5))).isEqualTo("5 Reading Railroad");
        assertThat(onEdt(() -> squares.getItemAt(squares.getItemCount() - 1))).isEqualTo("39 Boardwalk");
        onEdt(() -> {
            players.getModel().setValueAt("39 Boardwalk", 0, 2);
            return null;
        });
        assertThat(onEdt(() -> players.getModel().getValueAt(0, 2))).isEqualTo("39 Boardwalk");
        Path file = home.resolve("on-boardwalk.yaml");
        onEdt(() -> {
            try {
                return e.saveTo(file, "On Boardwalk", "Where is the first player?");
            } catch (java.io.IOException ex) {
                throw new java.io.UncheckedIOException(ex);
            }
        });
        var back = new ScenarioLoader(Bundle.get()).load(file);
        assertThat(back.problems()).isEmpty();
        assertThat(back.scenario().start().player(0).position()).isEqualTo(39);
        String at39 = Files.readString(file).replaceFirst("at: [^,}\\n]+", "at: 39");
        Path numbered = home.resolve("at-39.yaml");
        Files.writeString(numbered, at39);
        assertThat(new ScenarioLoader(Bundle.get()).load(numbered).scenario().start().player(0).position()).isEqualTo(39);
    }

    @Test
    void aSoundTableSavesAndLoadsBackAsTheSameTable() throws Exception {
        EditorScreen e = editor(false);
        Path file = home.resolve("ben-on-boardwalk.yaml");
        String said = onEdt(() -> {
            try {
                return e.saveTo(file, "Ben on Boardwalk", "Should Ben buy Boardwalk?");
            } catch (java.io.IOException ex) {
                throw new java.io.UncheckedIOException(ex);
            }
        });
        assertThat(said).isEqualTo("Saved ben-on-boardwalk.yaml: it loads and passes check.");
        var back = new ScenarioLoader(Bundle.get()).load(file);
        assertThat(back.problems()).isEmpty();
        assertThat(back.scenario().title()).isEqualTo("Ben on Boardwalk");
        assertThat(ScenarioMeaning.position(back.scenario().start())).isEqualTo(onEdt(() -> ScenarioMeaning.position(e.position())));
        assertThat(Files.readString(file)).contains("pending: {buy: Boardwalk}");
    }

    @Test
    void askingTheRefereeShowsBuyingBoardwalkWithItsTrace() {
        editor(false);
        window.button("editor.ask").click();
        window.toggleButton("screen.table").requireSelected();
        assertThat(onEdt(() -> model().activity().kind())).isEqualTo(tutor.play.Activity.Kind.EDITED_POSITION);
        window.button("action.buy").click();
        waitFor("the ruling", () -> !model().activity().timeline().isEmpty());
        assertThat(onEdt(() -> frame.rulingDetail())).contains("Ben buys Boardwalk").contains("price = $400").contains("The rule: Buying at the printed price").doesNotContain("[buy.printed-price]");
        assertThat(onEdt(() -> model().activity().state().player(1).cash())).isEqualTo(500);
        // The dispute desk rules the same purchase under the table's edition and the 2021 guide, side by side.
        window.toggleButton("screen.dispute").click();
        window.checkBox("compare.edition.classic").requireSelected();
        window.checkBox("compare.edition.modern").requireSelected();
        window.button("compare.run").click();
        assertThat(onEdt(() -> frame.comparisonText())).contains("Classic (US long-form rules)").contains("Ben pays the Bank $400");
        // And the whole continuation from the table as set up: the same moves and dice under each edition.
        window.button("compare.whole").click();
        waitFor("the whole comparison", () -> !frame.comparisonText().contains("Ruling \"") && frame.comparisonText().contains("Boardwalk"));
        assertThat(onEdt(() -> frame.comparisonText())).contains("Your own table").contains("2021");
    }

    @Test
    void theAskedTablesHeadingAndWindowTitleFollowTheWindowsLanguage() {
        editor(false);
        window.button("editor.ask").click();
        window.toggleButton("screen.table").requireSelected();
        assertThat(window.label("situation.title").text()).isEqualTo("Your own table: Classic (US long-form rules)");
        onEdt(() -> {
            model().setLanguage("fr");
            return null;
        });
        robot.waitForIdle();
        assertThat(window.label("situation.title").text()).isEqualTo("Ta propre table\u00a0: Classique (règles américaines, version longue)");
        assertThat(onEdt(frame::getTitle)).startsWith("Ta propre table").doesNotContain("Your own").doesNotContain("Classic (");
        onEdt(() -> {
            model().setLanguage("ru");
            return null;
        });
        robot.waitForIdle();
        assertThat(window.label("situation.title").text()).startsWith("Ваш стол: «").doesNotContain("Classic").doesNotContain("Classique");
        assertThat(onEdt(frame::getTitle)).startsWith("Ваш стол").doesNotContain("Your own");
    }

    @Test
    void benHasJustArrivedOnBoardwalkAndAnaHoldsTheDarkBluesSoTheRefereeRulesRentOf100() throws Exception {
        EditorScreen e = editor(false);
        onEdt(() -> {
            e.pickSquare(space("Park Place"));
            return null;
        });
        window.comboBox("editor.lot.owner").selectItem("Ann");
        window.checkBox("editor.lot.mortgaged").uncheck();
        onEdt(() -> {
            e.pickSquare(space("Boardwalk"));
            return null;
        });
        window.comboBox("editor.lot.owner").selectItem("Ann");
        window.comboBox("editor.turn.decision").selectItem("the square just arrived on (rent, tax, card)");
        window.spinner("editor.turn.thrown").requireEnabled().requireValue(7);
        assertThat(onEdt(e::problemLines)).isEmpty();
        window.button("editor.ask").click();
        window.toggleButton("screen.table").requireSelected();
        waitFor("the arrival's ruling", () -> !model().activity().timeline().isEmpty());
        assertThat(onEdt(() -> model().activity().state().player(1).cash())).isEqualTo(800);
        assertThat(onEdt(() -> model().activity().state().player(0).cash())).isEqualTo(1140);
        assertThat(onEdt(() -> frame.rulingDetail())).contains("Ben has just arrived on Boardwalk with a throw of 7");
        assertThat(onEdt(() -> ((tutor.rules.state.Ruling.Applied) model().activity().timeline().get(0).ruling()).outcome().ledger()))
                .containsExactly(new tutor.rules.state.Transfer(1, 0, 100, "rent.street"));
        // Saved, the file says the arrival and the referee's ruling of it; loaded back, the same rent.
        window.toggleButton("screen.editor").click();
        Path file = home.resolve("ben-arrives.yaml");
        onEdt(() -> {
            try {
                return e.saveTo(file, "Ben arrives", "How much rent?");
            } catch (java.io.IOException ex) {
                throw new java.io.UncheckedIOException(ex);
            }
        });
        assertThat(Files.readString(file)).contains("arrived: 7").contains("do: arrive");
        var back = new ScenarioLoader(Bundle.get()).load(file);
        assertThat(back.problems()).isEmpty();
        var run = new tutor.scenario.ScenarioRunner().run(back.scenario());
        assertThat(run.played().get(0).ruling().state().player(1).cash()).isEqualTo(800);
    }
}
