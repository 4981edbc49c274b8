package tutor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Which arguments open the window (where there is a display) and which run the command line. */
class MainTest {

    @Test
    void noArgumentsOrOnlyALanguageTheWindowSpeaksOpenTheWindow() {
        assertThat(Main.window(new String[0])).isTrue();
        assertThat(Main.window(new String[] {"--lang", "fr"})).isTrue();
        assertThat(Main.window(new String[] {"--lang", "ru"})).isTrue();
        // An unknown language goes to the command line, which says what is wrong; a command is always the command line.
        assertThat(Main.window(new String[] {"--lang", "de"})).isFalse();
        assertThat(Main.window(new String[] {"--lang"})).isFalse();
        assertThat(Main.window(new String[] {"play", "--lang", "fr"})).isFalse();
        assertThat(Main.window(new String[] {"help"})).isFalse();
    }
}
