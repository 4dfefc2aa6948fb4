package dev.stagestack.model.load;

import dev.stagestack.model.AssetPaths;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateAssets;
import dev.stagestack.model.json.SourceMap;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks every asset a graph declares against the graph file's folder: each must be a readable
 * file inside it (docs/format.md "Assets"). Problems carry JSON paths such as
 * {@code states[0].assets.images.logo}; paths whose spelling the reader already refused are not
 * in the graph, so they are not checked twice.
 */
final class AssetFileCheck {

    private AssetFileCheck() {}

    static List<Problem> check(Graph graph, Path folder) {
        List<Problem> problems = new ArrayList<>();
        for (int i = 0; i < graph.states().size(); i++) {
            StateAssets assets = graph.states().get(i).assets();
            checkAll(problems, folder, i, "images", assets.images());
            checkAll(problems, folder, i, "sounds", assets.sounds());
            if (assets.music() != null) {
                checkOne(problems, folder, SourceMap.pathOf("states", i, "assets", "music"), assets.music());
            }
        }
        return problems;
    }

    private static void checkAll(
            List<Problem> problems, Path folder, int state, String kind, Map<String, String> named) {
        named.forEach((name, path) ->
                checkOne(problems, folder, SourceMap.pathOf("states", state, "assets", kind, name), path));
    }

    private static void checkOne(List<Problem> problems, Path folder, String jsonPath, String path) {
        Optional<AssetPaths.Fault> fault = AssetPaths.fileProblem(folder, path);
        fault.ifPresent(f -> problems.add(Problem.error(jsonPath, f.code(), f.message())));
    }
}
