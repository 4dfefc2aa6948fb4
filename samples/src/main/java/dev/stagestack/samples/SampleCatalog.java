package dev.stagestack.samples;

import java.util.List;

/**
 * The sample graphs shipped with Stagestack, in the order a newcomer should meet them. Each is a
 * classpath resource {@code /dev/stagestack/samples/NAME.stagestack.json} with a headless script
 * {@code NAME.script} beside it (docs/samples.md).
 */
public final class SampleCatalog {

    /** Classpath folder of the samples. */
    public static final String RESOURCE_FOLDER = "/dev/stagestack/samples/";

    /** Every sample, by file name without {@code .stagestack.json}. */
    public static final List<String> NAMES = List.of(
            "basic-stack",
            "shovel-flow",
            "diverged",
            "levels",
            "menu-prototype",
            "bounce",
            "stack-lesson",
            "rpg-modes");

    private SampleCatalog() {}

    /** The classpath resource of a sample's graph. */
    public static String graphResource(String name) {
        return RESOURCE_FOLDER + name + ".stagestack.json";
    }
}
