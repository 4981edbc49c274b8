package tutor.ui;

import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.extension.AfterTestExecutionCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Skips GUI tests without a display, and saves a screenshot when one fails. The screenshot is
 * taken right after the test body, before the window is cleaned up.
 */
final class GuiTestConditions implements ExecutionCondition, AfterTestExecutionCallback {

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        return GraphicsEnvironment.isHeadless()
                ? ConditionEvaluationResult.disabled("no display: GUI tests run under Xvfb (see .ci/run)")
                : ConditionEvaluationResult.enabled("a display is available");
    }

    @Override
    public void afterTestExecution(ExtensionContext context) throws Exception {
        if (context.getExecutionException().isEmpty()) {
            return;
        }
        java.awt.Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        BufferedImage img = new java.awt.Robot().createScreenCapture(screen);
        Path dir = Path.of("target", "gui-failures");
        Files.createDirectories(dir);
        ImageIO.write(img, "png", dir.resolve(context.getDisplayName().replaceAll("[^A-Za-z0-9]", "_") + ".png").toFile());
    }
}
