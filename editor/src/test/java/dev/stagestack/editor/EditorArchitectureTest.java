package dev.stagestack.editor;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.belongToAnyOf;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.stagestack.editor.geometry.LabelSizes;
import dev.stagestack.player.fx.PlayerController;
import dev.stagestack.player.fx.PlayerView;
import dev.stagestack.player.fx.model.PlayerListener;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.player.fx.model.ShortcutText;
import dev.stagestack.runtime.debug.Breakpoints;
import dev.stagestack.runtime.debug.ChainSnapshot;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.LogLine;
import dev.stagestack.runtime.debug.TickSnapshot;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.ScriptParse;
import org.junit.jupiter.api.Test;

/**
 * The editor's packages by role and their layers, from the bottom: command, style, geometry and
 * files use no other editor package; document uses command; layout and export use geometry (and
 * command, style); canvas draws the document; panel shows it beside the canvas; core holds the
 * document, edits, canvas and the ports; each feature (feature.files, feature.play, …) installs into
 * the core and knows no other feature; app builds the window from all of them, and nothing else
 * knows the window. Also what the editor may use of the runtime, and which packages stay free of
 * the toolkit.
 */
class EditorArchitectureTest {

    private static final String EDITOR = "dev.stagestack.editor";

    private final JavaClasses editor = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages(EDITOR);

    /**
     * What the runtime offers an embedding tool: the player, its session with the snapshots it hands
     * out and its listener types, the behaviour registry the player is built with, headless scripts
     * (the player plays them), the test paths and coverage of the Coverage tab, the depth verdicts of
     * the problems panel, the CLI, and the desktop preflight the launcher runs before a window.
     */
    private static final DescribedPredicate<JavaClass> PLAYER_API = belongToAnyOf(
                    PlayerController.class,
                    PlayerView.class,
                    PlayerSession.class,
                    TickSnapshot.class,
                    ChainSnapshot.class,
                    PlayerListener.class,
                    EntryRef.class,
                    LogLine.class,
                    ShortcutText.class,
                    BehaviorRegistry.class,
                    Breakpoints.class)
            .or(belongToAnyOf(Script.class, ScriptParse.class))
            .or(resideInAnyPackage(
                    "dev.stagestack.player.cli..",
                    "dev.stagestack.player.desktop..",
                    "dev.stagestack.tools.paths..",
                    "dev.stagestack.tools.depth.."))
            .as("the player's public API, its shortcut text, scripts, test paths and coverage, depth verdicts, the CLI"
                    + " or the desktop preflight");

    @Test
    void theEditorUsesTheRuntimeOnlyThroughThePlayersPublicApiAndTheCli() {
        noClasses()
                .should()
                .dependOnClassesThat(resideInAPackage("dev.stagestack.runtime..")
                        .and(not(PLAYER_API))
                        .as("runtime internals"))
                .because("the engine, interpreter, trace and clock are the player's business, not the editor's")
                .check(editor);
    }

    @Test
    void everyClassLivesInAPackageByRole() {
        noClasses()
                .should()
                .resideInAPackage(EDITOR)
                .because("the root package would sit outside the layers and the cycle check below")
                .check(editor);
    }

    @Test
    void thePackagesFormNoCycle() {
        slices().matching(EDITOR + ".(*)..").should().beFreeOfCycles().check(editor);
    }

    @Test
    void eachLayerUsesOnlyTheLayersBelowIt() {
        layeredArchitecture()
                .consideringOnlyDependenciesInLayers()
                .layer("command")
                .definedBy(EDITOR + ".command..")
                .layer("style")
                .definedBy(EDITOR + ".style..")
                .layer("geometry")
                .definedBy(EDITOR + ".geometry..")
                .layer("files")
                .definedBy(EDITOR + ".files..")
                .layer("document")
                .definedBy(EDITOR + ".document..")
                .layer("layout")
                .definedBy(EDITOR + ".layout..")
                .layer("export")
                .definedBy(EDITOR + ".export..")
                .layer("canvas")
                .definedBy(EDITOR + ".canvas..")
                .layer("panel")
                .definedBy(EDITOR + ".panel..")
                .layer("core")
                .definedBy(EDITOR + ".core..")
                .layer("feature")
                .definedBy(EDITOR + ".feature..")
                .layer("app")
                .definedBy(EDITOR + ".app..")
                .whereLayer("command")
                .mayNotAccessAnyLayer()
                .whereLayer("style")
                .mayNotAccessAnyLayer()
                .whereLayer("geometry")
                .mayNotAccessAnyLayer()
                .whereLayer("files")
                .mayNotAccessAnyLayer()
                .whereLayer("document")
                .mayOnlyAccessLayers("command")
                .whereLayer("layout")
                .mayOnlyAccessLayers("command", "geometry")
                .whereLayer("export")
                .mayOnlyAccessLayers("geometry", "style")
                .whereLayer("canvas")
                .mayOnlyAccessLayers("command", "document", "geometry", "style")
                .whereLayer("panel")
                .mayOnlyAccessLayers("canvas", "command", "document", "geometry", "layout", "style")
                .whereLayer("core")
                .mayOnlyAccessLayers("canvas", "command", "document", "files", "geometry", "style")
                .whereLayer("feature")
                .mayOnlyAccessLayers(
                        "core",
                        "canvas",
                        "command",
                        "document",
                        "export",
                        "files",
                        "geometry",
                        "layout",
                        "panel",
                        "style")
                .whereLayer("app")
                .mayNotBeAccessedByAnyLayer()
                .because("the document and its commands drive every view and know none; the features know the core,"
                        + " not the window; the window knows them all")
                .check(editor);
    }

    @Test
    void noFeatureKnowsAnotherFeature() {
        slices().matching(EDITOR + ".feature.(*)..")
                .should()
                .notDependOnEachOther()
                .because("a feature reaches what another offers through a port of the core (the insight, auto-layout,"
                        + " playing a script), so each can be taken out or tested alone")
                .check(editor);
    }

    @Test
    void theCoreKnowsNoFeatureAndNothingButTheWindowsAssemblyKnowsTheWindow() {
        noClasses()
                .that()
                .resideInAPackage(EDITOR + ".core..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(EDITOR + ".feature..", EDITOR + ".app..")
                .because("features are installed into the core; the core calls them only through its ports")
                .check(editor);
        noClasses()
                .that()
                .resideOutsideOfPackage(EDITOR + ".app..")
                .should()
                .dependOnClassesThat()
                .belongToAnyOf(dev.stagestack.editor.app.EditorWindow.class)
                .because("the window only assembles the scene: a feature that held it would make it a hub again")
                .check(editor);
    }

    @Test
    void viewModelClassesDoNotTouchControls() {
        noClasses()
                .that()
                .resideInAnyPackage(
                        EDITOR + ".command..",
                        EDITOR + ".document..",
                        EDITOR + ".geometry..",
                        EDITOR + ".files..",
                        EDITOR + ".layout..",
                        EDITOR + ".export..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("javafx.scene.control..", "javafx.stage..")
                .because("the document and its commands are tested without a window and drive every view")
                .check(editor);
    }

    @Test
    void commandsDocumentAndExportsDrawNothing() {
        noClasses()
                .that()
                .resideInAnyPackage(
                        EDITOR + ".command..",
                        EDITOR + ".document..",
                        EDITOR + ".files..",
                        EDITOR + ".layout..",
                        EDITOR + ".export..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("javafx.scene..", "javafx.stage..", "javafx.application..")
                .because("they may offer observable properties, but never nodes, windows or the FX thread")
                .check(editor);
    }

    @Test
    void theGeometryIsPure() {
        noClasses()
                .that()
                .resideInAPackage(EDITOR + ".geometry..")
                .and()
                .doNotBelongToAnyOf(LabelSizes.class)
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("javafx..")
                .because("edge routing and label placement are shared with the SVG export and tested in plain JUnit")
                .check(editor);
        noClasses()
                .that()
                .belongToAnyOf(LabelSizes.class)
                .should()
                .dependOnClassesThat(resideInAPackage("javafx..")
                        .and(not(resideInAnyPackage("javafx.scene.text", "javafx.geometry"))))
                .because("a canvas label is measured with its font (a Text and its bounds), and that is all it needs")
                .check(editor);
    }
}
