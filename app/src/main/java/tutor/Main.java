package tutor;

/** Entry point of the one jar: the window with no arguments (when there is a display), the command line with a command. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        if (args.length == 0 && !java.awt.GraphicsEnvironment.isHeadless()) {
            if (WindowProcess.relaunch()) {
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
}
