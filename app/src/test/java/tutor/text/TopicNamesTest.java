package tutor.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every folder of the scenario library is a topic the window, `explain` and the exports name in words: a
 * Russian `explain` of a drill once printed «Тема: drills» (native read ru7).
 */
class TopicNamesTest {

    @Test
    void everyScenarioFolderIsATopicWithANameInEveryLanguage() throws IOException {
        List<String> folders;
        try (Stream<Path> s = Files.list(Path.of("../scenarios"))) {
            folders = s.filter(Files::isDirectory).map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertThat(folders).contains("drills", "jail", "rent");
        for (String family : List.of("ui", "report")) { // the window's library; `explain` and the exports
            for (String lang : Texts.LANGUAGES) {
                Texts t = Texts.of(family, lang);
                for (String topic : folders) {
                    assertThat(t.has("topic." + topic)).as("topic.%s in %s_%s", topic, family, lang).isTrue();
                }
            }
        }
    }
}
