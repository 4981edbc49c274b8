package tutor.ui;

import java.awt.Component;
import java.awt.Container;
import java.util.function.Consumer;

/** How the window's text checks walk a component tree and name where a component sits in it. */
public final class ComponentWalk {

    private ComponentWalk() {
    }

    /** The names of the component and its named parents ("budget/returns/table (JTable)"), or its class. */
    public static String where(Component c) {
        StringBuilder path = new StringBuilder();
        for (Component p = c; p != null; p = p.getParent()) {
            if (p.getName() != null) {
                path.insert(0, path.length() == 0 ? p.getName() : p.getName() + "/");
            }
        }
        return path.length() == 0 ? c.getClass().getSimpleName() : path + " (" + c.getClass().getSimpleName() + ")";
    }

    /** Calls {@code f} on the component and every component inside it. */
    public static void visit(Component c, Consumer<Component> f) {
        f.accept(c);
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                visit(child, f);
            }
        }
    }
}
