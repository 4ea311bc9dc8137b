// swift-tools-version: 6.2
// Tools 6.2 is the first with `.defaultIsolation(MainActor.self)`, which lets
// app, example and test code call hooks exactly as the SwiftUI Hooks README does.

import PackageDescription

/// Settings for code written the way app authors write it: main actor by default.
let appIsolation: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

/// The example apps: each is `Examples/<Name>/`, an executable (`swift run
/// <Name>`) written as an app author would, which its tests import.
let exampleNames = [
    "TimerDemo", "Counter", "MovieList", "TodoList", "AsyncDemo", "DarkModeDemo", "Gallery",
    "TripPlanner", "Notes", "FirstApp",
]
/// What an example imports beside `GtkHooks`: TripPlanner shows widgets from
/// outside the toolkit and a GTK widget inline.
let exampleExtras: [String: [Target.Dependency]] = ["TripPlanner": ["ExtraWidgets", "Gtk"]]
let examples: [Target.Dependency] = exampleNames.map { .target(name: $0) }

let package = Package(
    name: "GtkHooks",
    products: [
        .library(name: "GtkHooks", targets: ["GtkHooks"]),
        .library(name: "Hooks", targets: ["Hooks"]),
        .library(name: "HooksTesting", targets: ["HooksTesting"]),
        .library(name: "TestHost", targets: ["TestHost"]),
        .library(name: "GtkTesting", targets: ["GtkTesting"]),
        // The base class of GTK tests, for the toolkit's and an app's alike.
        .library(name: "GtkTestSupport", targets: ["GtkTestSupport"]),
        // The typed GTK layer, and the C API under it for what it does not
        // wrap, for apps and modules that show GTK widgets of their own.
        .library(name: "Gtk", targets: ["Gtk"]),
        .library(name: "CGtk", targets: ["CGtk"]),
        .library(name: "GtkHost", targets: ["GtkHost"]),
        .library(name: "AppServices", targets: ["AppServices"]),
        .library(name: "ExtraWidgets", targets: ["ExtraWidgets"]),
    ],
    targets: [
        // MARK: - Layers (the arrows of CONTRIBUTING.md's "Layer rules", checked by the
        // explicit import check)
        // gtk4-unix-print is gtk4 plus the folder of <gtk/gtkunixprint.h>
        // (the print dialogs); the library is the same.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4-unix-print",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // The files of Resources/GtkHooks compiled in with GResource
        // (`make generate` writes its C source).
        .target(name: "CGtkHooksResources", dependencies: ["CGtk"]),
        .target(
            name: "Gtk", dependencies: ["CGtk", "CGtkHooksResources"],
            exclude: ["Generated/versions.txt"]),
        .target(name: "Hooks"),
        .target(name: "HooksTesting", dependencies: ["Hooks"]),
        .target(name: "Reconciler", dependencies: ["Hooks"]),
        .target(name: "Widgets", dependencies: ["Hooks", "Reconciler"]),
        // What a host provides the app beside its widgets: the lifecycle,
        // preferences, notifications, clipboard and dialogs, and their hooks.
        .target(name: "AppServices", dependencies: ["Hooks", "Reconciler", "Widgets"]),
        .target(name: "TestHost", dependencies: ["AppServices", "Hooks", "Reconciler", "Widgets"]),
        .target(
            name: "GtkHost", dependencies: ["AppServices", "Gtk", "Hooks", "Reconciler", "Widgets"]),
        .target(
            name: "GtkTesting",
            dependencies: [
                "AppServices", "CGtk", "Gtk", "GtkHost", "Hooks", "Reconciler", "Widgets",
            ]),
        .target(
            name: "GtkHooks",
            dependencies: ["AppServices", "Hooks", "Reconciler", "Widgets", "GtkHost"]),

        // MARK: - Tools
        // Writes Sources/Gtk/Generated from the system's GIR files (`make generate`).
        .executableTarget(name: "GirGenerator", path: "Tools/GirGenerator"),

        // MARK: - Hot reload (`make dev`): never linked into an app
        // What the dev runner and its images share: the image entry, the loader,
        // builds, and the Codable carry of a refresh pass.
        .target(name: "HotReload", dependencies: ["Hooks", "Reconciler"]),
        // The host of the app images: it holds the one copy of the framework, and
        // exports its symbols (--export-dynamic) so the images bind to it.
        .executableTarget(
            name: "DevRunner",
            dependencies: [
                "CGtk", "ExtraWidgets", "Gtk", "GtkHooks", "GtkHost", "HotReload", "Hooks",
                "Reconciler", "Widgets",
            ],
            path: "Tools/DevRunner",
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),

        // MARK: - Outside the toolkit: widgets added through the public API only
        .target(
            name: "ExtraWidgets",
            dependencies: ["Gtk", "GtkHost", "Hooks", "Reconciler", "Widgets"]),

        // MARK: - Benchmarks
        // Clocks, memory, medians, painted frames and JSON output shared by them.
        .target(
            name: "BenchmarkMeasures", dependencies: ["Gtk"], path: "Benchmarks/BenchmarkMeasures"),
        // A million values in a ValueListModel: the model and a column view's first screen.
        .executableTarget(
            name: "ValueListBenchmark", dependencies: ["BenchmarkMeasures", "Gtk"],
            path: "Benchmarks/ValueListBenchmark"),
        .executableTarget(
            name: "BridgeBenchmark", dependencies: ["BenchmarkMeasures", "Gtk"],
            path: "Benchmarks/BridgeBenchmark"),
        .executableTarget(
            name: "ListBenchmark",
            dependencies: ["BenchmarkMeasures", "CCallgrind", "Gtk", "GtkHooks"],
            path: "Benchmarks/ListBenchmark"),
        // A 100,000-row Table against a hand-written GtkColumnView (issue 30's figures).
        .executableTarget(
            name: "ColumnViewBenchmark",
            dependencies: ["BenchmarkMeasures", "CCallgrind", "Gtk", "GtkHooks"],
            path: "Benchmarks/ColumnViewBenchmark"),
        // 1,000 bars on a Canvas against a hand-written GtkDrawingArea (issue 32's figures).
        .executableTarget(
            name: "CanvasBenchmark",
            dependencies: ["BenchmarkMeasures", "CCallgrind", "Gtk", "GtkHooks", "GtkHost"],
            path: "Benchmarks/CanvasBenchmark"),
        .executableTarget(
            name: "StyleBenchmark", dependencies: ["BenchmarkMeasures", "Gtk", "GtkHooks"],
            path: "Benchmarks/StyleBenchmark"),
        .executableTarget(
            name: "HooksBenchmark",
            dependencies: ["Hooks", "HooksTesting"],
            path: "Benchmarks/HooksBenchmark"
        ),
        .executableTarget(
            name: "ReconcilerBenchmark",
            dependencies: ["Hooks", "Reconciler", "Widgets", "TestHost", "TableBenchmarkRows"],
            path: "Benchmarks/ReconcilerBenchmark"
        ),
        // `make soak` (and a short run in `make test`): leaks and growth under
        // repetition. Its plain GTK baseline makes direct GTK calls, so it
        // also imports CGtk.
        .executableTarget(
            name: "Soak", dependencies: ["BenchmarkMeasures", "CGtk", "Gtk", "GtkHooks"],
            path: "Benchmarks/Soak"),
        // `make bench-startup`: process start to first frame of a hello app
        // built as apps ship (release, Swift runtime linked in, no
        // Foundation), beside the same hello written in C
        // (Benchmarks/StartupHelloC, compiled by the Makefile).
        .executableTarget(
            name: "StartupHello", dependencies: ["CGtk", "GtkHooks"],
            path: "Benchmarks/StartupHello", swiftSettings: appIsolation),
        .executableTarget(
            name: "StartupBenchmark", dependencies: ["BenchmarkMeasures"],
            path: "Benchmarks/StartupBenchmark"),
        .target(
            name: "TableBenchmarkRows", dependencies: ["Reconciler", "Widgets"],
            path: "Benchmarks/TableBenchmarkRows"),
        // Callgrind's client requests (macros of inline assembly) as C functions,
        // for the instruction counts of `make bench-instructions`.
        .target(name: "CCallgrind", path: "Benchmarks/CCallgrind"),
        // The vanilla program of the GTK table benchmark makes direct GTK C
        // calls, so this benchmark alone also imports CGtk.
        .executableTarget(
            name: "TableBenchmark",
            dependencies: [
                "BenchmarkMeasures", "CCallgrind", "CGtk", "Gtk", "GtkHooks", "TableBenchmarkRows",
            ],
            path: "Benchmarks/TableBenchmark"
        ),
        // The plain program sets its GtkTextView's text through GTK's C API,
        // so this benchmark also imports CGtk.
        .executableTarget(
            name: "TextEditorBenchmark",
            dependencies: ["BenchmarkMeasures", "CGtk", "Gtk", "GtkHooks"],
            path: "Benchmarks/TextEditorBenchmark"
        ),

        // The base class of every GTK test, the toolkit's and an app's (a
        // product): a display, nothing left alive, no unexpected GLib warning.
        // It installs a GLib log writer, so it imports CGtk.
        .target(name: "GtkTestSupport", dependencies: ["CGtk", "Gtk"]),

        // MARK: - Tests (mirror Sources/)
        // The fake desktop services of the toolkit's own GTK tests: they start
        // the fake programs below, built beside the test binary.
        .target(name: "FakeDesktop", path: "Tests/FakeDesktop"),
        // What the fake D-Bus services below share: owning a name, exporting
        // an interface, ending with standard input.
        .target(name: "FakeBusService", dependencies: ["CGtk"], path: "Tests/FakeBusService"),
        // A settings portal of our own on the tests' private session bus.
        .executableTarget(
            name: "FakeSettingsPortal", dependencies: ["CGtk", "FakeBusService"],
            path: "Tests/FakeSettingsPortal"),
        // A notification service of our own on that bus, recording what it receives.
        .executableTarget(
            name: "FakeNotificationService", dependencies: ["CGtk", "FakeBusService"],
            path: "Tests/FakeNotificationService"),
        // Writes one preference many times, as an app does: two at once are two processes
        // of one app.
        .executableTarget(
            name: "PreferencesWriter", dependencies: ["AppServices"],
            path: "Tests/PreferencesWriter"),
        .testTarget(
            name: "GtkTests",
            dependencies: ["CGtk", "FakeDesktop", "Gtk", "GtkTestSupport", "GtkTesting"]),
        .testTarget(name: "GirGeneratorTests", dependencies: ["GirGenerator"]),
        .testTarget(
            name: "ExtraWidgetsTests",
            dependencies: ["ExtraWidgets", "Hooks", "Reconciler", "Widgets", "TestHost"],
            swiftSettings: appIsolation
        ),
        .testTarget(
            name: "ExtraWidgetsGtkTests",
            dependencies: [
                "CGtk", "ExtraWidgets", "Gtk", "GtkHost", "GtkTesting", "GtkTestSupport", "Hooks",
                "Reconciler", "Widgets",
            ]
        ),
        .testTarget(
            name: "GtkHostTests",
            dependencies: [
                "AppServices", "FakeDesktop", "Gtk", "GtkHost", "GtkTesting", "GtkTestSupport",
                "Hooks",
                "Reconciler", "Widgets",
            ]
        ),
        .testTarget(
            name: "GtkTestingTests",
            dependencies: [
                "Gtk", "GtkHost", "GtkTesting", "GtkTestSupport", "Hooks", "Reconciler", "Widgets",
            ]
        ),
        .testTarget(name: "HooksTests", dependencies: ["Hooks", "HooksTesting"]),
        .testTarget(
            name: "HotReloadTests",
            dependencies: ["HotReload", "Hooks", "Reconciler", "TestHost", "Widgets"]),
        // Loads app images it builds into the test process, so it exports the
        // framework's symbols to them, as DevRunner does.
        .testTarget(
            name: "HotReloadGtkTests",
            dependencies: [
                "CGtk", "DevRunner", "Gtk", "GtkTestSupport", "GtkTesting", "HotReload", "Hooks",
                "Reconciler", "Widgets",
            ],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),
        .testTarget(name: "HooksTestingTests", dependencies: ["Hooks", "HooksTesting"]),
        .testTarget(
            name: "SeedExampleTests",
            dependencies: ["Hooks", "HooksTesting"],
            swiftSettings: appIsolation
        ),
        .testTarget(
            name: "ReconcilerTests", dependencies: ["Hooks", "Reconciler", "Widgets", "TestHost"]),
        // Differential fuzzing of the reconciler: the generator, model, checker
        // and shrinker, then the run on TestHost (headless) and in GTK.
        .target(
            name: "ReconcilerFuzzSupport",
            dependencies: ["Hooks", "Reconciler", "Widgets", "TestHost"],
            path: "Tests/ReconcilerFuzzSupport"
        ),
        .testTarget(name: "ReconcilerFuzzTests", dependencies: ["ReconcilerFuzzSupport"]),
        .testTarget(
            name: "ReconcilerFuzzGtkTests",
            dependencies: [
                "Gtk", "GtkTesting", "GtkTestSupport", "Hooks", "Reconciler",
                "ReconcilerFuzzSupport",
            ]
        ),
        .testTarget(
            name: "WidgetsTests", dependencies: ["Hooks", "Reconciler", "Widgets", "TestHost"]),
        .testTarget(
            name: "AppServicesTests",
            dependencies: [
                "AppServices", "Hooks", "PreferencesWriter", "Reconciler", "TestHost", "Widgets",
            ]),
        .testTarget(
            name: "TestHostTests",
            dependencies: ["AppServices", "Hooks", "Reconciler", "Widgets", "TestHost"],
            swiftSettings: appIsolation
        ),
        // TodoList with large data (`make bench-todolist`), not part of `make test`.
        .testTarget(
            name: "TodoListBenchmark",
            dependencies: ["Gtk", "GtkHooks", "GtkTesting", "TodoList"],
            path: "Benchmarks/TodoListBenchmark"
        ),
        // Examples, driven as a user would: headless on TestHost, then in GTK.
        .testTarget(
            name: "ExamplesTests",
            dependencies: ["ExtraWidgets", "GtkHooks", "HooksTesting", "TestHost"] + examples,
            swiftSettings: appIsolation
        ),
        .testTarget(
            name: "ExamplesGtkTests",
            dependencies: ["ExtraWidgets", "Gtk", "GtkHooks", "GtkTesting", "GtkTestSupport"]
                + examples
        ),
        // A widget, adapter and component written as an app's module would
        // write them, against the public protocols only.
        .testTarget(
            name: "OutsideConformanceGtkTests",
            dependencies: ["Gtk", "GtkHooks", "GtkTesting", "GtkTestSupport"]
        ),
        // An app's table, chart, picker and search written against the typed
        // `Gtk` module alone (CONTRIBUTING.md, "Proof from outside"): no CGtk
        // (Scripts/outside-proof.sh fails `make lint` on any C call), and no
        // package access, so the toolkit's `package` symbols are hidden from
        // it as from another package.
        .testTarget(
            name: "OutsideProofGtkTests",
            dependencies: ["Gtk", "GtkTestSupport", "GtkTesting"],
            packageAccess: false
        ),
    ]
)

package.targets += exampleNames.map { name in
    .executableTarget(
        name: name, dependencies: ["GtkHooks"] + exampleExtras[name, default: []],
        path: "Examples/\(name)",
        swiftSettings: appIsolation)
}
