package dev.stagestack.model.json;

import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.RuleTexts;

/** Reads the {@code id} of a state or transition and checks its syntax. */
final class IdCheck {

    private IdCheck() {}

    /**
     * The required {@code id} of the object {@code f} reads; an id with bad syntax is reported and
     * still returned (the model can hold it, and the validator then sees the rest of the graph).
     */
    static String id(FieldReader f) {
        String id = f.string("id", true);
        if (id != null && !FormatFields.isValidId(id)) {
            f.error("id", ProblemCodes.INVALID_ID, RuleTexts.invalidId(id));
        }
        return id;
    }
}
