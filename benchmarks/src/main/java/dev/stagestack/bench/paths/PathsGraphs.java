package dev.stagestack.bench.paths;

import dev.stagestack.model.Graph;
import dev.stagestack.model.load.GraphLoader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** The graphs the exploration is measured on: the samples by file name, and {@code tree-N}. */
final class PathsGraphs {

    /** The seed of every {@link MenuTree} measured. */
    static final long SEED = 7L;
    /** The deepest stack of every {@link MenuTree} measured. */
    static final int DEPTH = 6;

    private PathsGraphs() {}

    /**
     * @param name a sample's file name without {@code .stagestack.json}, or {@code tree-N}
     * @return the sample, or a {@link MenuTree} of N states at most {@link #DEPTH} deep
     */
    static Graph load(String name) throws IOException {
        if (name.startsWith("tree-")) {
            return MenuTree.generate(SEED, Integer.parseInt(name.substring("tree-".length())), DEPTH);
        }
        String resource = "/dev/stagestack/samples/" + name + ".stagestack.json";
        try (InputStream in = PathsGraphs.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("no sample " + resource + " on the class path");
            }
            return GraphLoader.load(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8))
                    .graph();
        }
    }
}
