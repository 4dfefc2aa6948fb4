package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.stagestack.model.TriggerType;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** A key name given in Java is checked as a graph file's is (docs/format.md "Key names"). */
class InputEventKeyNameTest {

    private static final String ESCAPE_HINT = "unknown key \"Escape\" (did you mean \"ESCAPE\"?); key names are"
            + " JavaFX KeyCode names such as ESCAPE, ENTER, SPACE, A, DIGIT1, F1, LEFT";

    @Test
    void aNameThatIsNotAKeyIsRefusedWithTheReadersHint() {
        for (Function<String, InputEvent> event : java.util.List.<Function<String, InputEvent>>of(
                InputEvent::key, InputEvent::hold, InputEvent::release, n -> new InputEvent(TriggerType.KEY, n))) {
            IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class, () -> event.apply("Escape"));
            assertEquals(ESCAPE_HINT, thrown.getMessage());
        }
    }

    @Test
    void keyNamesButtonsAndSignalsAreAccepted() {
        assertEquals("key ESCAPE", InputEvent.key("ESCAPE").toString());
        assertEquals("hold LEFT", InputEvent.hold("LEFT").toString());
        assertEquals("button Escape", InputEvent.button("Escape").toString());
        assertEquals("signal Escape", InputEvent.signal("Escape").toString());
    }
}
