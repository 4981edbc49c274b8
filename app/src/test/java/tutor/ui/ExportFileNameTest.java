package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.play.EditedPositionActivity;
import tutor.rules.Tables;
import tutor.rules.position.PositionBuilder;
import tutor.text.Texts;

/** An export of Your own table is named as the screen is, in the window's language (family review D20). */
class ExportFileNameTest {

    @Test
    void yourOwnTableIsNamedAsTheScreenNotByItsInnerId() {
        EditedPositionActivity asked = new EditedPositionActivity(new PositionBuilder(Tables.classic()).build(), "Your own table");
        assertThat(Exports.base(asked, Texts.of("ui", "en"))).isEqualTo("your-own-table");
        assertThat(Texts.of("ui", "en").get("export.file.rulings", Exports.base(asked, Texts.of("ui", "en"))))
                .isEqualTo("your-own-table-rulings");
        assertThat(Exports.base(asked, Texts.of("ui", "fr"))).isEqualTo("ta-propre-table");
        assertThat(Exports.base(asked, Texts.of("ui", "ru"))).isEqualTo("ваш-стол");
        assertThat(Exports.base(null, Texts.of("ui", "en"))).isEqualTo("tutor");
    }
}
