package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import tutor.scenario.ScenarioMeaning;
import tutor.ui.editor.EditorScreenshot;
import tutor.ui.editor.OwnTableStore;
import tutor.ui.model.Settings;
import tutor.ui.model.TutorEvent;

/**
 * Your own table survives a quit and a restart (review shot-122: Ctrl+Q, then an empty table), and a kept file that
 * no longer reads is set aside and reported with file:line:column, the tutor starting as usual.
 */
class OwnTableKeptIT extends AbstractTutorIT {

    @Test
    void ctrlQKeepsTheTableAndTheNextStartSetsItUpAgain() throws Exception {
        var typical = EditorScreenshot.typical(false);
        onEdt(() -> {
            frame.editor().load(typical);
            return null;
        });
        String before = onEdt(() -> ScenarioMeaning.position(frame.editor().position()));
        // File > Quit (Ctrl+Q) closes the window as its close box does.
        onEdt(() -> {
            frame.dispatchEvent(new java.awt.event.WindowEvent(frame, java.awt.event.WindowEvent.WINDOW_CLOSING));
            return null;
        });
        Path kept = home.resolve(OwnTableStore.FILE);
        assertThat(kept).isRegularFile();
        assertThat(Files.readString(kept)).contains("Oriental Avenue");

        TutorFrame next = GuiActionRunner.execute(() -> new TutorFrame(Settings.standard()));
        try {
            String after = GuiActionRunner.execute(() -> ScenarioMeaning.position(next.editor().position()));
            assertThat(after).isEqualTo(before);
        } finally {
            GuiActionRunner.execute(next::dispose);
        }

        // A kept file spoiled by hand: set aside, reported with where it breaks, and the table starts empty.
        Files.writeString(kept, "id: own\ntitle: [unclosed\n");
        TutorFrame third = GuiActionRunner.execute(() -> new TutorFrame(Settings.standard()));
        try {
            List<String> notices = new ArrayList<>();
            GuiActionRunner.execute(() -> third.model().addListener(e -> {
                if (e instanceof TutorEvent.Notice n && n.problem()) {
                    notices.add(n.text());
                }
            }));
            GuiActionRunner.execute(() -> third.editor());
            assertThat(home.resolve(OwnTableStore.FILE + ".broken")).isRegularFile();
            assertThat(kept).doesNotExist();
            assertThat(notices).hasSize(1);
            assertThat(notices.get(0)).containsPattern("own-table\\.yaml:\\d+:\\d+").contains("set aside as own-table.yaml.broken");
        } finally {
            GuiActionRunner.execute(third::dispose);
        }
    }

    /**
     * A family's dispute: Ben lands on Ann's Boardwalk with a hotel ($2,000 rent) holding $1,500. They put the table to
     * the referee, Ben mortgages Reading Railroad (+$100: $1,600), tries to pay and is refused (still $400 short), and
     * they are reading the mortgage's ruling when they quit. The next start brings back the table, the three rulings
     * (the refusal too, with its rule) and the ruling they were reading (issue 22, family walk 5: only the set-up came
     * back). "Start from > Its end" then sets up the position after the moves played (it said "open a scenario first").
     */
    @Test
    void theMovesAskedAndTheRulingReadComeBackAfterARestartAndItsEndStartsATable() throws Exception {
        var table = tutor.data.Bundle.get().table("classic", List.of("Ann", "Ben", "Cat"));
        var b = new tutor.rules.position.PositionBuilder(table).owns("Ann", "Park Place", "Boardwalk").hotel("Park Place")
                .hotel("Boardwalk").owns("Ben", "Reading Railroad", "Oriental Avenue").cash("Ben", 1500).at("Ben", "Boardwalk")
                .turn("Ben");
        int reading = b.deed("Reading Railroad");
        var start = b.pending(new tutor.rules.state.Pending.Arrived(1, 7)).draft();
        String before = onEdt(() -> {
            frame.editor().load(start);
            String asSetUp = ScenarioMeaning.position(frame.editor().position());
            frame.editor().askReferee();
            model().act(new tutor.rules.state.Move.MortgageDeed(1, reading));
            model().act(new tutor.rules.state.Move.PayDebt(1));
            model().timeline().select(2);
            return asSetUp;
        });
        List<Boolean> applied = onEdt(() -> model().activity().timeline().stream().map(tutor.play.RulingEntry::applied).toList());
        assertThat(applied).as("arrival (rent owed), mortgage, refused payment").containsExactly(true, true, false);

        // Start from > Its end: the table after the moves played (Ben's railroad mortgaged, $1,600, the rent owed).
        window.toggleButton("screen.editor").click();
        window.button("editor.start-from").click();
        window.menuItem("editor.from-end").click();
        var end = onEdt(() -> frame.editor().position());
        assertThat(end.player(1).cash()).isEqualTo(1600);
        assertThat(end.estates().mortgaged(reading)).isTrue();
        assertThat(end.pending()).isInstanceOf(tutor.rules.state.Pending.Debt.class);
        // "Its start" is the table as set up: that is the table kept with the moves asked about it.
        window.button("editor.start-from").click();
        window.menuItem("editor.from-start").click();
        assertThat(onEdt(() -> ScenarioMeaning.position(frame.editor().position()))).isEqualTo(before);

        onEdt(() -> {
            frame.dispatchEvent(new java.awt.event.WindowEvent(frame, java.awt.event.WindowEvent.WINDOW_CLOSING));
            return null;
        });
        model().awaitSaves();
        assertThat(Files.readString(home.resolve(OwnTableStore.FILE))).contains("refused-by: debt.raise-funds");

        TutorFrame next = GuiActionRunner.execute(() -> new TutorFrame(Settings.standard()));
        try {
            GuiActionRunner.execute(next::editor);
            assertThat(GuiActionRunner.execute(() -> ScenarioMeaning.position(next.editor().position()))).isEqualTo(before);
            var back = GuiActionRunner.execute(() -> next.model().activity().timeline());
            assertThat(back).extracting(tutor.play.RulingEntry::applied).containsExactly(true, true, false);
            assertThat(((tutor.rules.state.Ruling.Rejected) back.get(2).ruling()).rejection().ruleId()).isEqualTo("debt.raise-funds");
            assertThat(back.get(2).before().player(1).cash()).isEqualTo(1600);
            assertThat(GuiActionRunner.execute(() -> next.model().timeline().selected().number())).as("the ruling being read").isEqualTo(2);
        } finally {
            GuiActionRunner.execute(next::dispose);
        }
    }

    @Test
    void aFreeGameBeingPlayedIsKeptOnQuitAndTheNextStartSaysWhereAndHowToGoOn() throws Exception {
        freeGameSevenAndAnnsFirstThrow();
        onEdt(() -> {
            frame.dispatchEvent(new java.awt.event.WindowEvent(frame, java.awt.event.WindowEvent.WINDOW_CLOSING));
            return null;
        });
        Path kept = home.resolve(UnfinishedGame.FILE);
        assertThat(kept).isRegularFile();
        var back = new tutor.scenario.ScenarioLoader(tutor.data.Bundle.get()).load(kept);
        assertThat(back.loaded()).isTrue();
        assertThat(back.scenario().start().player(0).cash()).as("Ann paid the $15 poor tax before the quit").isEqualTo(1485);

        TutorFrame next = GuiActionRunner.execute(() -> new TutorFrame(Settings.standard()));
        try {
            List<String> notices = new ArrayList<>();
            GuiActionRunner.execute(() -> next.model().addListener(e -> {
                if (e instanceof TutorEvent.Notice n) {
                    notices.add(n.text());
                }
            }));
            assertThat(GuiActionRunner.execute(() -> next.model().settings().recentFiles())).first().isEqualTo(kept);
            GuiActionRunner.execute(next::loadLibrary);
            assertThat(notices).anySatisfy(n -> assertThat(n).contains(UnfinishedGame.FILE).contains("File > Open recent").contains("Play on from here"));
        } finally {
            GuiActionRunner.execute(next::dispose);
        }
    }

    /**
     * The French notice of a kept game is whole on the 1024x768 status line (it was cut after the folder's long path,
     * teacher walk 4 shot-95), and a game the teacher ended is not "unfinished": it is neither kept nor announced.
     */
    @Test
    void theKeptGamesNoticeFitsAndAnEndedGameIsNotKept() throws Exception {
        Path kept = home.resolve(UnfinishedGame.FILE);
        // The teacher ends a game: closing now keeps nothing (the summary was shown), so the next start says nothing of it.
        freeGameSevenAndAnnsFirstThrow();
        EndTheGame.confirmed(window);
        assertThat(onEdt(() -> ((tutor.play.GameActivity) model().activity()).endedByLearner())).isTrue();
        onEdt(() -> {
            UnfinishedGame.keep(model());
            return null;
        });
        assertThat(kept).doesNotExist();
        assertThat(onEdt(() -> model().settings().get("unfinishedGame.toTell", "false"))).isEqualTo("false");

        // A game still being played at quit is kept, and the French notice is whole on the 1024x768 status line (it was
        // cut after the folder's long path, teacher walk 4 shot-95).
        window.button("play.start").click();
        window.button("action.roll").click();
        onEdt(() -> {
            model().settings().put("language", "fr");
            frame.dispatchEvent(new java.awt.event.WindowEvent(frame, java.awt.event.WindowEvent.WINDOW_CLOSING));
            return null;
        });
        assertThat(kept).isRegularFile();
        TutorFrame next = GuiActionRunner.execute(() -> new TutorFrame(Settings.standard()));
        try {
            GuiActionRunner.execute(() -> {
                next.setBounds(frame.getGraphicsConfiguration().getBounds().intersection(new java.awt.Rectangle(0, 0, 1024, 768)));
                next.setVisible(true);
                next.loadLibrary();
            });
            robot.waitForIdle();
            javax.swing.JLabel line = GuiActionRunner.execute(() -> (javax.swing.JLabel) robot.finder().find(next,
                    new org.assertj.swing.core.GenericTypeMatcher<javax.swing.JLabel>(javax.swing.JLabel.class) {
                        @Override
                        protected boolean isMatching(javax.swing.JLabel c) {
                            return "status.message".equals(c.getName());
                        }
                    }));
            String said = GuiActionRunner.execute(line::getText);
            assertThat(said).startsWith("Ta partie en cours a été gardée.").contains(UnfinishedGame.FILE);
            int[] widths = GuiActionRunner.execute(() -> new int[] {line.getPreferredSize().width, line.getWidth()});
            assertThat(widths[0]).as("the notice's width against its room: " + said).isLessThanOrEqualTo(widths[1]);
        } finally {
            GuiActionRunner.execute(next::dispose);
        }
    }
}
