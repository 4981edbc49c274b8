package tutor;

/**
 * Entry point of the one jar: the window with no arguments or only {@code --lang} (when there is a display), the
 * command line with a command.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        if (window(args) && !java.awt.GraphicsEnvironment.isHeadless()) {
            if (args.length == 2) {
                // "--lang fr" alone asks for the window in French, not for the tutor without a display.
                System.setProperty(tutor.ui.model.TutorModel.LANGUAGE_PROPERTY, args[1]);
            }
            if (WindowProcess.relaunch(args)) {
                return;
            }
            tutor.ui.TutorApp.launch();
            return; // the JVM ends when the window closes
        }
        if (WindowProcess.relaunchCommand(args)) {
            return;
        }
        System.exit(tutor.cli.Cli.run(args, System.out, System.err));
    }

    /** The window's arguments: none, or only a language the window speaks ({@code --lang fr}). */
    static boolean window(String[] args) {
        return args.length == 0 || args.length == 2 && "--lang".equals(args[0]) && tutor.text.Texts.LANGUAGES.contains(args[1]);
    }
}
