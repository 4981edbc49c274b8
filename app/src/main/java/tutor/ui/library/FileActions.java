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
    private final JMenu recent = new JMenu("Open recent");
    private boolean loading;

    public FileActions(TutorModel model, Component parent) {
        this.model = model;
        this.parent = parent;
        open = tutor.ui.widgets.Actions.of("open", "Open…", KeyEvent.VK_O, KeyStroke.getKeyStroke(KeyEvent.VK_O, InputEvent.CTRL_DOWN_MASK), this::choose);
        reload = tutor.ui.widgets.Actions.of("reload", "Reload library", KeyEvent.VK_L, KeyStroke.getKeyStroke(KeyEvent.VK_F5, 0), () -> load(false));
        recent.setName("menu.recent");
        recent.setMnemonic('R');
        rebuildRecent();
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
        new SwingWorker<List<LibraryItem>, Void>() {
            @Override
            protected List<LibraryItem> doInBackground() {
                return ScenarioLibrary.load();
            }

            @Override
            protected void done() {
                loading = false;
                reload.setEnabled(true);
                try {
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
                        model.notice("Library reloaded: " + items.size() + " files" + (broken == 0 ? "." : ", " + broken
                                + " could not be loaded (listed under Could not load)."), false);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    model.notice("The library could not be loaded: " + e.getCause().getMessage(), true);
                }
            }
        }.execute();
    }

    private void choose() {
        JFileChooser chooser = new JFileChooser(model.settings().get("lastFolder", System.getProperty("user.dir")));
        chooser.setName("dialog.open");
        chooser.setDialogTitle("Open a scenario file");
        chooser.setFileFilter(new FileNameExtensionFilter("Scenarios (*.yaml, *.yml)", "yaml", "yml"));
        if (chooser.showOpenDialog(parent) == JFileChooser.APPROVE_OPTION) {
            Path file = chooser.getSelectedFile().toPath();
            model.settings().put("lastFolder", file.toAbsolutePath().getParent().toString());
            openFile(file);
        }
    }

    /** Reads a scenario file from disk on a worker thread and opens it (or shows why it does not load). */
    public void openFile(Path file) {
        if (!Files.isRegularFile(file)) {
            model.notice(file + " is not there any more.", true);
            return;
        }
        new SwingWorker<LibraryItem, Void>() {
            @Override
            protected LibraryItem doInBackground() {
                return ScenarioLibrary.load(file);
            }

            @Override
            protected void done() {
                try {
                    LibraryItem item = get();
                    model.open(item);
                    model.settings().addRecentFile(file);
                    model.saveSettings();
                    rebuildRecent();
                    model.notice(item.loaded() ? "Opened " + file + "." : file + " could not be loaded: its problems are shown.",
                            !item.loaded());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    model.notice(file + " could not be read: " + e.getCause().getMessage(), true);
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
            JMenuItem item = new JMenuItem(tutor.ui.widgets.Actions.of("recent." + key, key + "  " + p.getFileName() + "  (" + p.getParent() + ")",
                    key <= 9 ? KeyEvent.VK_0 + key : 0, null, () -> openFile(p)));
            item.setName("menu.recent." + key);
            recent.add(item);
        }
        recent.setEnabled(!files.isEmpty());
    }
}
