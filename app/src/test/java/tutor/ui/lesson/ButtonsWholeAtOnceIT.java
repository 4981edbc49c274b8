package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.ui.ComponentWalk;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * Buttons and tabs read whole from the first layout on: in Russian on the projector «Ст…» showed for a moment, a
 * button's words set before its theme font and the layout not redone. Checked as soon as the lessons are shown,
 * without waiting for a later layout.
 */
@GuiTest
class ButtonsWholeAtOnceIT {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"ru", "fr"})
    void noButtonIsCutWhenTheLessonsOpen(String language, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, language, tutor.ui.ProjectorScreen.size())) {
            List<String> cut = w.onEdt(() -> {
                List<String> out = new ArrayList<>();
                ComponentWalk.visit(w.frame, c -> {
                    if (c instanceof AbstractButton b && b.isShowing() && b.getText() != null && !b.getText().isBlank()
                            && b.getPreferredSize().width > b.getWidth()) {
                        out.add(ComponentWalk.where(b) + " «" + b.getText() + "» " + b.getWidth() + " px of "
                                + b.getPreferredSize().width);
                    }
                });
                return out;
            });
            assertThat(cut).as("buttons narrower than their words").isEmpty();
        }
    }
}
