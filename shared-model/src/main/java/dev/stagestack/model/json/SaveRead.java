package dev.stagestack.model.json;

import dev.stagestack.model.Problem;
import dev.stagestack.model.SaveGame;
import dev.stagestack.model.SaveProblemsException;
import java.util.List;
import java.util.Objects;

/**
 * What {@link SaveCodec#read} found in a save file: the save, unless the file is refused, and every problem,
 * located {@code file:line:col}. A run's {@code restore(SaveRead)} places the problems it finds (a state the
 * graph does not have) in the same file.
 *
 * @param fileName  the file's name as the user gave it, or null
 * @param save      the save; null when the file has errors
 * @param problems  every problem, errors and warnings, in text order, located
 * @param sourceMap where each value stands
 */
public record SaveRead(String fileName, SaveGame save, List<Problem> problems, SourceMap sourceMap) {

    /** Copies the problems; checks that the source map is given. */
    public SaveRead {
        problems = List.copyOf(problems);
        Objects.requireNonNull(sourceMap, "sourceMap");
    }

    /** A save that was not read from a file ({@code snapshot()}'s): no problem, no place. */
    public static SaveRead of(SaveGame save) {
        return new SaveRead(null, Objects.requireNonNull(save, "save"), List.of(), SourceMap.empty());
    }

    /** Whether any problem is an error (warnings alone do not count). */
    public boolean hasErrors() {
        return problems.stream().anyMatch(Problem::isError);
    }

    /**
     * The save, when the file has no error.
     *
     * @return the save
     * @throws SaveProblemsException when the file has errors, listing every problem, one per line
     */
    public SaveGame orElseThrow() {
        if (save == null || hasErrors()) {
            throw refusal(problems);
        }
        return save;
    }

    /**
     * The refusal of this save for {@code found}, placed in this file as the reader places its own problems.
     *
     * @param found problems whose paths name parts of the save ({@code stack[1].state})
     * @return the exception to throw; nothing has been changed
     */
    public SaveProblemsException refusal(List<Problem> found) {
        List<Problem> located =
                found.stream().map(p -> sourceMap.located(p, fileName)).toList();
        return new SaveProblemsException(fileName == null ? "the save" : fileName, located);
    }
}
