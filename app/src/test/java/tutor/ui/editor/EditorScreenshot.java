package tutor.ui.editor;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.SwingUtilities;
import tutor.data.Bundle;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.ui.Theme;
import tutor.ui.TutorFrame;
import tutor.ui.model.Settings;

/**
 * Screenshots of "Your own table" for the README: {@code EditorScreenshot out.png 1024 768 light|dark|projector
 * sound|broken|asked|arrived|arrived-asked [en|fr|ru]}. The table is the brief's typical one: three players, six deeds, houses on the light
 * blues, Ben just landed on Boardwalk; "broken" gives Cat one of the light blues; "asked" puts it to the
 * referee and buys Boardwalk. Needs a display (Xvfb). Settings go to a temporary folder.
 */
public final class EditorScreenshot {

    private EditorScreenshot() {
    }

    public static GameState typical(boolean broken) {
        var table = Bundle.get().table("classic", List.of("Ann", "Ben", "Cat"));
        PositionBuilder b = new PositionBuilder(table).owns("Ann", "Oriental Avenue", "Vermont Avenue")
                .owns(broken ? "Cat" : "Ann", "Connecticut Avenue")
                .houses("Oriental Avenue", 2).houses("Vermont Avenue", 2).houses("Connecticut Avenue", 2)
                .owns("Ben", "Reading Railroad").owns("Cat", "Park Place", "Electric Company").mortgaged("Park Place")
                .cash("Ann", 1040).cash("Ben", 900).cash("Cat", 1210).at("Ann", "Chance").at("Cat", "Free Parking")
                .at("Ben", "Boardwalk").turn("Ben").dice(3, 4);
        return b.pending(new Pending.BuyDecision(1, b.deed("Boardwalk"))).draft();
    }

    /** The typical table, but Ann holds the dark blues and Ben has just arrived on Boardwalk by a throw of 7. */
    public static GameState arrived() {
        var table = Bundle.get().table("classic", List.of("Ann", "Ben", "Cat"));
        PositionBuilder b = new PositionBuilder(table).owns("Ann", "Oriental Avenue", "Vermont Avenue", "Connecticut Avenue", "Park Place",
                "Boardwalk").houses("Oriental Avenue", 2).houses("Vermont Avenue", 2).houses("Connecticut Avenue", 2)
                .owns("Ben", "Reading Railroad").owns("Cat", "Electric Company")
                .cash("Ann", 1040).cash("Ben", 900).cash("Cat", 1210).at("Ann", "Chance").at("Cat", "Free Parking")
                .at("Ben", "Boardwalk").turn("Ben");
        return b.pending(new Pending.Arrived(1, 7)).draft();
    }

    private static java.awt.Component find(java.awt.Container in, String name) {
        for (java.awt.Component c : in.getComponents()) {
            if (name.equals(c.getName())) {
                return c;
            }
            if (c instanceof java.awt.Container inner && find(inner, name) != null) {
                return find(inner, name);
            }
        }
        return null;
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        int width = Integer.parseInt(args[1]);
        int height = Integer.parseInt(args[2]);
        Theme theme = Theme.named(args[3], false);
        String what = args[4];
        String language = args.length > 5 ? args[5] : System.getProperty("language", "en");
        Path home = Files.createTempDirectory("tutor-shot");
        System.setProperty("tutor.home", home.toString());
        TutorFrame[] frame = new TutorFrame[1];
        SwingUtilities.invokeAndWait(() -> {
            Settings settings = Settings.standard();
            settings.put("theme", theme.key());
            settings.put("language", language);
            settings.put("window.width", Integer.toString(width));
            settings.put("window.height", Integer.toString(height));
            theme.apply();
            frame[0] = new TutorFrame(settings);
            frame[0].setLocation(0, 0);
            frame[0].setSize(width, height);
            frame[0].setVisible(true);
            frame[0].loadLibrary();
        });
        // The library opens its first scenario when it has loaded: wait for that, so it does not replace the table asked about.
        boolean[] open = new boolean[1];
        for (int i = 0; i < 200 && !open[0]; i++) {
            Thread.sleep(50);
            SwingUtilities.invokeAndWait(() -> open[0] = frame[0].model().activity() != null);
        }
        SwingUtilities.invokeAndWait(() -> {
            frame[0].showScreen("editor");
            EditorScreen e = frame[0].editor();
            e.load(what.equals("arrived") || what.equals("arrived-asked") ? arrived() : typical(what.equals("broken")));
            e.pickSquare(Bundle.get().board(Bundle.get().ruleset("classic")).spaceNamed(what.startsWith("arrived") ? "Boardwalk"
                    : "Connecticut Avenue").orElseThrow().index());
            if (what.equals("waiting-for")) {
                // The "Waiting for" list open, to see that it stays on the screen.
                ((javax.swing.JComboBox<?>) find(frame[0], "editor.turn.decision")).showPopup();
            }
            if (what.equals("arrived-asked")) {
                e.askReferee();
            }
            if (what.equals("asked")) {
                e.askReferee();
                frame[0].model().act(new Move.BuyProperty(1));
            }
        });
        Thread.sleep(800);
        SwingUtilities.invokeAndWait(() -> tutor.ui.WindowShot.saveAndClose(frame[0], out));
        System.exit(0);
    }
}
