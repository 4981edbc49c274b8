package tutor.ui;

import java.awt.Dimension;
import java.awt.GraphicsEnvironment;

/**
 * The size every GUI test opens its windows at: a teacher's 1024x768 projector, less what the window manager keeps
 * for itself (a taskbar), as the tutor's first start sizes itself there; on a larger screen still 1024x768 at most.
 * CI's screen is 1024x768 (.ci/run): a window any larger would put buttons off the screen, where clicks fail.
 */
public final class ProjectorScreen {

    private ProjectorScreen() {
    }

    public static Dimension size() {
        java.awt.Rectangle usable = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        return new Dimension(Math.min(1024, usable.width), Math.min(768, usable.height));
    }
}
