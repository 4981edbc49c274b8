package tutor.ui.model;

import java.nio.file.Path;

/**
 * A stand-in for a running tutor, for {@link SettingsTest}: loads the settings once, then
 * records and saves one scenario's progress after another, as a learner finishing scenarios does.
 */
public final class SettingsWriter {

    private SettingsWriter() {
    }

    public static void main(String[] args) throws Exception {
        Settings s = new Settings(Path.of(args[0]));
        int n = Integer.parseInt(args[2]);
        for (int i = 0; i < n; i++) {
            s.progress(args[1] + "-" + i, Settings.Progress.DONE);
            s.put("window.width", Integer.toString(1000 + i));
            s.save();
        }
    }
}
