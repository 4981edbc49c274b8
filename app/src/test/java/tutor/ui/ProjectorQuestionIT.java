package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The scenario's question on the projector at 1024x768: the story's box shows the whole question and the
 * story it asks about without scrolling, in every language (in French the box once showed about four lines, half of it).
 */
class ProjectorQuestionIT extends AbstractTutorIT {

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void theQuestionIsReadWithoutScrolling(String language) {
        GuiActionRunner.execute(() -> model().setLanguage(language));
        openScenario("rent-complete-group");
        window.resizeTo(new Dimension(1024, 768));
        GuiActionRunner.execute(() -> frame.applyTheme(Theme.PROJECTOR));
        robot.waitForIdle();
        robot.waitForIdle();
        javax.swing.JTextPane story = (javax.swing.JTextPane) robot.finder().findByName(frame, "situation.text", java.awt.Component.class, true);
        int[] shown = onEdt(() -> {
            try {
                int end = story.getText(0, story.getDocument().getLength()).stripTrailing().length();
                java.awt.geom.Rectangle2D from = story.modelToView2D(0);
                java.awt.geom.Rectangle2D to = story.modelToView2D(Math.max(0, end - 1));
                java.awt.Rectangle v = story.getVisibleRect();
                return new int[] {(int) from.getMinY(), (int) Math.ceil(to.getMaxY()), v.y, v.y + v.height,
                        story.getFontMetrics(story.getFont()).getHeight()};
            } catch (javax.swing.text.BadLocationException e) {
                throw new IllegalStateException(e);
            }
        });
        GuiActionRunner.execute(() -> shot(frame, java.nio.file.Path.of("target", "projector-question-" + language + ".png")));
        System.out.println("projector question (" + language + "): story " + (shown[1] - shown[0]) / shown[4] + " lines"
                + ", box shows " + (shown[3] - shown[2]) / shown[4] + " lines");
        assertThat(shown[0]).as("the story's first line in sight (%s)", language).isGreaterThanOrEqualTo(shown[2]);
        assertThat(shown[1]).as("the question, its last line, in sight (%s)", language).isLessThanOrEqualTo(shown[3]);
        javax.swing.JScrollPane box = (javax.swing.JScrollPane) javax.swing.SwingUtilities.getAncestorOfClass(javax.swing.JScrollPane.class, story);
        assertThat(onEdt(() -> box.getVerticalScrollBar().isVisible())).as("no scroll bar (%s)", language).isFalse();
        javax.swing.JComponent answers = (javax.swing.JComponent) robot.finder().findByName(frame, "situation.answers", java.awt.Component.class, true);
        java.awt.Rectangle seen = onEdt(answers::getVisibleRect);
        assertThat(seen.height).as("the choices in sight (%s)", language).isEqualTo(onEdt(answers::getHeight));
    }

    /** The window as the class sees it, for a person to judge (target/projector-question-LANG.png). */
    static void shot(javax.swing.JFrame frame, java.nio.file.Path out) {
        var root = frame.getRootPane();
        var img = new java.awt.image.BufferedImage(root.getWidth(), root.getHeight(), java.awt.image.BufferedImage.TYPE_INT_RGB);
        var g = img.createGraphics();
        root.paint(g);
        g.dispose();
        try {
            javax.imageio.ImageIO.write(img, "png", out.toFile());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
