package tutor.ui.play;

import tutor.play.GameActivity;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.SwingUtilities;
import tutor.ui.Theme;
import tutor.ui.TutorFrame;
import tutor.ui.model.Settings;

/**
 * Screenshots of the Play screen and a free game, for the README and for looking at them:
 * {@code PlayScreenshots out.png 1024 768 light|dark|projector new|game|summary [en|fr|ru]}. "game" is seed 7
 * with Ann a person against two computers, after her first throw and a round, the coach on;
 * "summary" plays three computers through to the end and shows the summary. Needs a display.
 */
public final class PlayScreenshots {

    private PlayScreenshots() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        int width = Integer.parseInt(args[1]);
        int height = Integer.parseInt(args[2]);
        Theme theme = Theme.named(args[3], false);
        String mode = args[4];
        String language = args.length > 5 ? args[5] : "en";
        System.setProperty("tutor.home", Files.createTempDirectory("tutor-shot").toString());
        TutorFrame[] frame = new TutorFrame[1];
        SwingUtilities.invokeAndWait(() -> {
            Settings settings = Settings.standard();
            settings.put("theme", theme.key());
            settings.put("play.coach", Boolean.toString(mode.equals("game")));
            settings.put("language", language);
            theme.apply();
            frame[0] = new TutorFrame(settings);
            frame[0].setLocation(0, 0);
            frame[0].setSize(width, height);
            frame[0].setVisible(true);
            frame[0].loadLibrary();
        });
        for (int i = 0; i < 300 && !loaded(frame[0]); i++) {
            Thread.sleep(50);
        }
        SwingUtilities.invokeAndWait(() -> frame[0].showScreen("play"));
        if (mode.equals("game")) {
            SwingUtilities.invokeAndWait(() -> {
                frame[0].play().newGame("classic", List.of("person", "buy-all", "trader"), 7);
                frame[0].gameBar().pacer().pause();
            });
            // Ann throws and ends her turn; the computers play theirs; Ann throws again (doubles: a railroad on offer).
            for (int i = 0; i < 40; i++) {
                SwingUtilities.invokeAndWait(() -> {
                    GameActivity g = (GameActivity) frame[0].model().activity();
                    if (g.game().waitsForComputer()) {
                        g.computerMove();
                        frame[0].model().activityMoved();
                    } else if (g.game().state().pending() instanceof tutor.rules.state.Pending.AwaitRoll) {
                        frame[0].model().act(new tutor.rules.state.Move.RollDice(g.game().actor()));
                    } else if (g.game().state().pending() instanceof tutor.rules.state.Pending.TurnOver) {
                        frame[0].model().act(new tutor.rules.state.Move.EndTurn(g.game().actor()));
                    }
                });
                boolean offer = onEdt(frame[0]);
                if (offer) {
                    break;
                }
            }
        } else if (mode.equals("summary")) {
            SwingUtilities.invokeAndWait(() -> {
                frame[0].play().newGame("classic", List.of("buy-all", "trader", "cautious"), 11);
                frame[0].gameBar().pacer().pause();
                GameActivity g = (GameActivity) frame[0].model().activity();
                while (!g.game().over() && g.game().turns() < 400) {
                    g.computerMove();
                }
                frame[0].model().activityMoved();
                frame[0].play().showSummary();
                frame[0].showScreen("play");
            });
        }
        if (mode.equals("game")) {
            SwingUtilities.invokeAndWait(() -> {
                javax.swing.JTabbedPane tabs = (javax.swing.JTabbedPane) find(frame[0].getContentPane(), "tabs");
                tabs.setSelectedIndex(tabs.getTabCount() - 1);
            });
        }
        Thread.sleep(800);
        SwingUtilities.invokeAndWait(() -> tutor.ui.WindowShot.saveAndClose(frame[0], out));
        System.exit(0);
    }

    private static java.awt.Component find(java.awt.Container c, String name) {
        for (java.awt.Component k : c.getComponents()) {
            if (name.equals(k.getName())) {
                return k;
            }
            if (k instanceof java.awt.Container sub) {
                java.awt.Component f = find(sub, name);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }

    private static boolean loaded(TutorFrame f) throws Exception {
        boolean[] r = new boolean[1];
        SwingUtilities.invokeAndWait(() -> r[0] = f.model().activity() != null);
        return r[0];
    }

    private static boolean onEdt(TutorFrame f) throws Exception {
        boolean[] r = new boolean[1];
        SwingUtilities.invokeAndWait(() -> r[0] = f.model().activity().state().pending() instanceof tutor.rules.state.Pending.BuyDecision
                && ((GameActivity) f.model().activity()).game().waitsForPerson());
        return r[0];
    }
}
