package tutor.ui.library;

import java.awt.Component;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutionException;
import javax.swing.Action;
import javax.swing.JFileChooser;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import javax.swing.SwingWorker;
import javax.swing.filechooser.FileNameExtensionFilter;
import tutor.ui.model.LibraryItem;
import tutor.ui.model.Settings;
import tutor.ui.model.TutorModel;

/**
 * Reading scenarios: the library (off the event thread), reloading it after an edit, a file
 * from anywhere on disk, and the files opened recently. A file that does not load is shown with
 * its problems, like a broken library entry.
 */
public final class FileActions {

    private final TutorModel model;
    private final Component parent;
    private final Action open;
    private final Action reload;
    private final JMenu recent = new JMenu();
    private boolean loading;
    /** A language switch came while the library was loading: read it again in the new language afterwards. */
    private boolean relanguage;

    public FileActions(TutorModel model, Component parent) {
        this.model = model;
        this.parent = parent;
        open = tutor.ui.widgets.Actions.of("open", "", 0, KeyStroke.getKeyStroke(KeyEvent.VK_O, InputEvent.CTRL_DOWN_MASK), this::choose);
        reload = tutor.ui.widgets.Actions.of("reload", "", 0, KeyStroke.getKeyStroke(KeyEvent.VK_F5, 0), () -> load(false));
        recent.setName("menu.recent");
        relabel();
        model.addListener(e -> {
            if (e instanceof tutor.ui.model.TutorEvent.LanguageChanged) {
                relabel();
                rebuildRecent();
                relanguage();
            }
        });
    }

    private void relabel() {
        tutor.text.Texts t = model.texts();
        tutor.ui.widgets.Mnemonics.apply(open, t.get("menu.file.open"));
        tutor.ui.widgets.Mnemonics.apply(reload, t.get("menu.file.reload"));
        tutor.ui.widgets.Mnemonics.apply(recent, t.get("menu.file.recent"));
        rebuildRecent();
    }

    /**
     * The window speaks another language: the library and the files open from disk are read again in it, on a
     * worker thread, and the scenarios under way go on in it where they are (see {@link TutorModel#retell}).
     */
    private void relanguage() {
        if (loading) {
            relanguage = true;
            return;
        }
        loading = true;
        reload.setEnabled(false);
        String lang = model.dataLanguage();
        List<Path> library = model.library().stream().map(LibraryItem::path).toList();
        List<Path> others = model.scenarioFiles().stream().filter(p -> !library.contains(p)).distinct().toList();
        new SwingWorker<List<List<LibraryItem>>, Void>() {
            @Override
            protected List<List<LibraryItem>> doInBackground() {
                List<LibraryItem> disk = new java.util.ArrayList<>();
                for (Path p : others) {
                    if (Files.isRegularFile(p)) {
                        disk.add(ScenarioLibrary.load(p, lang));
                    }
                }
                return List.of(ScenarioLibrary.load(lang), disk);
            }

            @Override
            protected void done() {
                finishLoading(lang, () -> {
                    List<List<LibraryItem>> read = get();
                    if (lang.equals(model.dataLanguage())) {
                        model.setLibrary(read.get(0));
                        model.retell(read.get(1));
                    }
                });
            }
        }.execute();
    }

    /** What a finished read does, reading the worker's result (which throws if the read failed). */
    private interface Result {
        void use() throws InterruptedException, ExecutionException;
    }

    /**
     * Ends a library read on the event thread: uses its result, says so if it failed, and reads again if the
     * language changed meanwhile.
     */
    private void finishLoading(String lang, Result result) {
        loading = false;
        reload.setEnabled(true);
        try {
            result.use();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            model.notice(model.texts().get("notice.libraryFailed", String.valueOf(e.getCause().getMessage())), true);
        }
        if (relanguage || !lang.equals(model.dataLanguage())) {
            relanguage = false;
            relanguage();
        }
    }

    public Action open() {
        return open;
    }

    public Action reload() {
        return reload;
    }

    public JMenu recentMenu() {
        return recent;
    }

    /**
     * Loads the library on a worker thread; then, on the first load, opens the scenario last
     * open (or the first one). A reload keeps the learner where they are.
     */
    public void load(boolean first) {
        if (loading) {
            return;
        }
        loading = true;
        reload.setEnabled(false);
        String lang = model.dataLanguage();
        new SwingWorker<List<LibraryItem>, Void>() {
            @Override
            protected List<LibraryItem> doInBackground() {
                return ScenarioLibrary.load(lang);
            }

            @Override
            protected void done() {
                finishLoading(lang, () -> {
                    List<LibraryItem> items = get();
                    model.setLibrary(items);
                    if (first) {
                        String last = model.settings().get("lastScenario", "");
                        LibraryItem item = model.item(last);
                        if (item == null || !item.loaded()) {
                            item = items.stream().filter(LibraryItem::loaded).findFirst().orElse(null);
                        }
                        // A game started while the library loaded stays open.
                        if (item != null && model.activity() == null) {
                            model.open(item);
                        }
                    } else {
                        long broken = items.stream().filter(i -> !i.loaded()).count();
                        model.notice(model.texts().get("notice.libraryReloaded", items.size(), broken), false);
                    }
                });
            }
        }.execute();
    }

    private void choose() {
        JFileChooser chooser = new tutor.ui.widgets.Fitted.Chooser(model.settings().get("lastFolder", System.getProperty("user.dir")));
        chooser.setName("dialog.open");
        chooser.setDialogTitle(model.texts().get("dialog.open.title"));
        chooser.setFileFilter(new FileNameExtensionFilter(model.texts().get("dialog.open.filter"), "yaml", "yml"));
        if (chooser.showOpenDialog(parent) == JFileChooser.APPROVE_OPTION) {
            Path file = chooser.getSelectedFile().toPath();
            model.settings().put("lastFolder", file.toAbsolutePath().getParent().toString());
            openFile(file);
        }
    }

    /** Reads a scenario file from disk on a worker thread and opens it (or shows why it does not load). */
    public void openFile(Path file) {
        if (!Files.isRegularFile(file)) {
            model.notice(model.texts().get("notice.fileGone", file.toString()), true);
            return;
        }
        String lang = model.dataLanguage();
        new SwingWorker<LibraryItem, Void>() {
            @Override
            protected LibraryItem doInBackground() {
                return ScenarioLibrary.load(file, lang);
            }

            @Override
            protected void done() {
                try {
                    LibraryItem item = get();
                    model.open(item);
                    model.settings().addRecentFile(file);
                    model.saveSettings();
                    rebuildRecent();
                    model.notice(model.texts().get(item.loaded() ? "notice.opened" : "notice.openedBroken", file.toString()),
                            !item.loaded());
                    if (!lang.equals(model.dataLanguage())) {
                        relanguage(); // the language changed while it was read
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    model.notice(model.texts().get("notice.fileUnreadable", file.toString(), String.valueOf(e.getCause().getMessage())), true);
                }
            }
        }.execute();
    }

    private void rebuildRecent() {
        recent.removeAll();
        Settings s = model.settings();
        List<Path> files = s.recentFiles();
        int n = 1;
        for (Path p : files) {
            int key = n++;
            JMenuItem item = new JMenuItem(tutor.ui.widgets.Actions.of("recent." + key,
                    model.texts().get("menu.file.recentItem", key, p.getFileName().toString(), String.valueOf(p.getParent())),
                    key <= 9 ? KeyEvent.VK_0 + key : 0, null, () -> openFile(p)));
            item.setName("menu.recent." + key);
            recent.add(item);
        }
        recent.setEnabled(!files.isEmpty());
    }
}
