package tutor.ui;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a test class that opens a window: without a display it is skipped (the README promises that
 * `mvn -B verify` runs everything else on a machine with no screen), and a failure saves a screenshot.
 * GuiTestsMarkedTest checks that every GUI test class carries it.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Inherited
@ExtendWith(GuiTestConditions.class)
public @interface GuiTest {
}
