package dev.stagestack.editor.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Variable;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class VariableRulesTest {
    private final List<Variable> variables =
            List.of(Variable.bool("hasSave", false), Variable.integer("lives", 0, 5, 3));

    @Test
    void idsFollowTheFormatsRules() {
        assertEquals(Optional.empty(), VariableRules.whyNot(variables, 1, Variable.integer("hearts", 0, 5, 3)));
        assertTrue(why(Variable.bool("2lives", false)).contains("no variable id"));
        assertTrue(why(Variable.bool("depth", false)).contains("reserved"));
        assertTrue(why(Variable.bool("hasSave", false)).contains("another variable"));
        assertTrue(why(Variable.bool("x".repeat(65), false)).contains("at most 64"));
    }

    @Test
    void boundsHoldTheInitialValue() {
        assertTrue(why(Variable.integer("lives", 5, 0, 3)).contains("min 5 is above max 0"));
        assertTrue(why(Variable.integer("lives", 0, 5, 9)).contains("initial 9 is not between 0 and 5"));
        assertTrue(why(Variable.integer("lives", 0, Variable.LIMIT + 1, 0)).contains("bounds"));
    }

    private String why(Variable candidate) {
        return VariableRules.whyNot(variables, 1, candidate).orElseThrow();
    }
}
