package tutor.ui;

/**
 * What the View menu does, for GUI tests outside this package: switch the theme or the language of a
 * window, as the menu's items do (call on the event thread).
 */
public final class WindowControl {

    private WindowControl() {
    }

    public static void theme(TutorFrame frame, Theme theme) {
        frame.applyTheme(theme);
    }

    public static void language(TutorFrame frame, String language) {
        frame.applyLanguage(language);
    }
}
