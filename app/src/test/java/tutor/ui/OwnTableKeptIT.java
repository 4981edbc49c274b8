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
