package tutor.ui.lesson;

import java.awt.event.KeyEvent;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import tutor.ui.model.TutorModel;

/**
 * The Lessons menu: what the Lessons screen does, from anywhere in the window, worded again when the window's
 * language changes. Apart from {@link Lessons} so that the screen's controller reads as the screen.
 */
final class LessonsMenu {

    /** What the menu's items do. */
    interface Host {
        void openShelf();

        void review();

        void handout();

        void report();

        void runWithClass();

        void editClass();
    }

    private final TutorModel model;
    private final Host host;
    private JMenu menu;

    LessonsMenu(TutorModel model, Host host) {
        this.model = model;
        this.host = host;
    }

    /** The menu, made the first time it is asked for. */
    JMenu menu() {
        if (menu == null) {
            menu = new JMenu();
            menu.setName("menu.lessons");
            menu.setMnemonic(KeyEvent.VK_S);
            word(menu);
        }
        return menu;
    }

    /** Words the menu again in the window's language (after View > Language); nothing before it is made. */
    void reword() {
        if (menu != null) {
            word(menu);
        }
    }

    private void word(JMenu m) {
        tutor.text.Texts w = LessonWords.texts(WindowLanguage.of(model));
        m.removeAll();
        m.setText(w.get("menu.title"));
        m.add(item("menu.lessons.open", w.get("menu.open"), KeyEvent.VK_O, host::openShelf));
        m.add(item("menu.lessons.review", w.get("menu.review"), KeyEvent.VK_R, host::review));
        m.addSeparator();
        m.add(item("menu.lessons.handout", w.get("menu.handout"), KeyEvent.VK_P, host::handout));
        m.add(item("menu.lessons.report", w.get("menu.report"), KeyEvent.VK_C, host::report));
        // The whole class at once (issue 26): a session on the school network for the chosen lesson.
        m.add(item("menu.lessons.runWithClass", tutor.text.Texts.of("classroom", WindowLanguage.of(model)).get("start.menu"),
                KeyEvent.VK_W, host::runWithClass));
        m.add(item("menu.lessons.classList", w.get("menu.classList"), KeyEvent.VK_L, host::editClass));
    }

    private static JMenuItem item(String name, String text, int mnemonic, Runnable run) {
        JMenuItem i = new JMenuItem(text);
        i.setName(name);
        i.setMnemonic(mnemonic);
        i.addActionListener(e -> run.run());
        return i;
    }
}
