# GtkHooks: build, test, demo, lint, benchmark and CI entry points.
# `make demo` and `make test` install the Debian packages they need first.

SWIFT ?= swift
# Every build checks the layer arrows: importing a module a target does not
# depend on is an error (see CONTRIBUTING.md).
BUILD_FLAGS := --explicit-target-dependency-import-check error
# dpkg-dev computes a package's Depends (`make package`); desktop-file-utils
# and appstream validate the desktop files in the packaging tests, lintian
# the package, and x11-utils' xwininfo sees the installed app's window there
# (and the demo's in Tests/Demo/run). evilwm (123 kB)
# is the window manager the maximize/fullscreen tests start on Xvfb.
# binutils' addr2line gives `make dev` the source line an app crashed at.
APT_PACKAGES := libgtk-4-dev xvfb xauth fonts-dejavu-core dbus-daemon dpkg-dev desktop-file-utils appstream lintian x11-utils evilwm binutils

# The GTK level of the tests: the test targets that depend on GtkTestSupport,
# run under Xvfb; every other test target (hooks, components, tools) runs
# headless with no change here. `make lint` fails, naming the target, until
# this list is exactly those (Scripts/test-levels.sh).
GTK_TEST_TARGETS := GtkTests GtkHostTests GtkTestingTests ExamplesGtkTests ReconcilerFuzzGtkTests ExtraWidgetsGtkTests HotReloadGtkTests OutsideConformanceGtkTests OutsideProofGtkTests
# Test targets that are benchmarks, run only by their make target (bench-todolist).
BENCH_TEST_TARGETS := TodoListBenchmark
# Benchmark executables `make bench` runs; each writes
# $(GTKHOOKS_BENCH_DIR)/<name>.json.
BENCHMARKS := BridgeBenchmark HooksBenchmark ReconcilerBenchmark ListBenchmark TableBenchmark StyleBenchmark TextEditorBenchmark ValueListBenchmark ColumnViewBenchmark CanvasBenchmark
# Where `make screenshots` writes the PNGs Examples/README.md shows.
SCREENSHOTS_DIR := $(CURDIR)/Examples/Screenshots
# Modules with a DocC catalog (Sources/<Module>/<Module>.docc) that `make docs`
# builds, offline, into $(DOCS_DIR)/<Module>.doccarchive.
DOC_MODULES := Hooks HooksTesting Reconciler Widgets AppServices TestHost GtkHost GtkTesting GtkHooks Gtk ExtraWidgets
DOCS_DIR := $(CURDIR)/.build/docs
DOCC ?= $(or $(shell command -v docc 2>/dev/null),$(dir $(shell command -v $(SWIFT) 2>/dev/null))docc)
# The C headers the Gtk module's clang importer needs when symbol graphs are
# extracted: GTK's and the toolkit's resource bundle (CGtkHooksResources).
GTK_INCLUDES = -Xcc -I$(CURDIR)/Sources/CGtk -Xcc -I$(CURDIR)/Sources/CGtkHooksResources/include $(patsubst -I%,-Xcc -I%,$(filter -I%,$(shell pkg-config --cflags gtk4-unix-print 2>/dev/null)))
# The example `make run` opens (`make run EXAMPLE=Counter`); `make demo` opens TimerDemo.
EXAMPLE ?= TimerDemo

# `make install EXAMPLE=TodoList PREFIX=~/.local`, `make uninstall` and
# `make package EXAMPLE=TodoList` (Resources/README.md): a release build with
# the Swift runtime linked in, so the binary needs only Debian's libraries.
# The toolchain's static runtime link exports every symbol of the app's own
# code (-export-dynamic): 1.4 MB of dynamic symbol table that stripping leaves
# in, for lookups no app makes. --no-export-dynamic drops it.
PREFIX ?= /usr/local
DESTDIR ?=
PACKAGE_DIR ?= $(CURDIR)
RELEASE_FLAGS := -c release --static-swift-stdlib -Xlinker --no-export-dynamic
APP_SCRIPT := Scripts/app-install.sh
RELEASE_BIN = $$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/$(EXAMPLE)

XVFB := xvfb-run -a -s "-screen 0 1280x1024x24"
# A private session bus for the run: GApplication and the settings portal
# path find one (tests put FakeSettingsPortal and FakeNotificationService on
# it), and nothing reaches the desktop's own bus. Its configuration starts no
# installed service on demand (a real xdg-desktop-portal would take the fake
# portal's name).
SESSION_BUS := dbus-run-session --config-file=$(CURDIR)/Tests/session-bus.conf --
# What `make run`, `make demo` and `make dev` start the app in: the desktop's
# session bus when there is one (DBUS_SESSION_BUS_ADDRESS, or the user bus
# socket $XDG_RUNTIME_DIR/bus that GLib also looks for), else a private bus
# for the run. Without any, GApplication tries to start one with dbus-launch
# and warns "Unable to acquire session bus".
APP_BUS = $(shell [ -n "$$DBUS_SESSION_BUS_ADDRESS" ] || [ -S "$${XDG_RUNTIME_DIR:-/nonexistent}/bus" ] \
    || echo '$(SESSION_BUS)')
# Cairo rendering under Xvfb; criticals abort (the Swift backtracer would
# swallow their SIGTRAP). Tests use GTK's in-process accessibility backend,
# which tests can query; benchmarks use none.
GTK_ENV := GSK_RENDERER=cairo SWIFT_BACKTRACE=enable=no G_DEBUG=fatal-criticals
GTK_TEST_ENV := $(GTK_ENV) GTK_A11Y=test GSETTINGS_BACKEND=memory
GTK_BENCH_ENV := $(GTK_ENV) GTK_A11Y=none
LINT_PATHS := Package.swift Sources Tests Examples Benchmarks Tools
# `make generate`: the GIR file read, the classes generated from it, and where
# the Swift files and the coverage report go (all checked in).
GIR_DIR := $(or $(shell pkg-config --variable=girdir gobject-introspection-1.0 2>/dev/null),/usr/share/gir-1.0)
GIR_FILE := $(GIR_DIR)/Gtk-4.0.gir
# The namespaces Gtk's API refers to, read for their types (Gdk.Clipboard, Gio.ListModel).
GIR_INCLUDES := $(GIR_DIR)/Gdk-4.0.gir,$(GIR_DIR)/Gio-2.0.gir,$(GIR_DIR)/GObject-2.0.gir,$(GIR_DIR)/Pango-1.0.gir,$(GIR_DIR)/Gsk-4.0.gir,$(GIR_DIR)/Graphene-1.0.gir
# The library releases the GIR files describe, recorded in Generated/versions.txt.
GIR_LIBRARIES := $(foreach m,gtk4 glib-2.0 pango graphene-1.0,$(m)=$(shell pkg-config --modversion $(m) 2>/dev/null))
GIR_CLASSES := Gir/Classes.txt
GENERATED_DIR := Sources/Gtk/Generated
GIR_REPORT := Gir/Coverage.md
GENERATE_CHECK_DIR := $(CURDIR)/.build/generate-check
# The toolkit's own files (Resources/GtkHooks), compiled into the binary with
# GResource: `make generate` writes the C source of the CGtkHooksResources target.
RESOURCE_DIR := Resources/GtkHooks
RESOURCE_XML := $(RESOURCE_DIR)/GtkHooks.gresource.xml
RESOURCE_TARGET := Sources/CGtkHooksResources
COMPILE_RESOURCES = glib-compile-resources --sourcedir $(RESOURCE_DIR) --manual-register --c-name gtkhooks
BENCH_DIR := $(CURDIR)/.build/bench

GTK_ONLY := $(foreach target,$(GTK_TEST_TARGETS),--filter '^$(target)\.')
NOT_GTK := $(foreach target,$(GTK_TEST_TARGETS) $(BENCH_TEST_TARGETS),--skip '^$(target)\.')

# The full form of the reconciler fuzzer (`make fuzz`): its TestHost half
# (ReconcilerFuzzTests) and its GTK half (ReconcilerFuzzGtkTests, under Xvfb).
# `make test` runs the short form from seed 1: 10,000 transitions on TestHost
# with the headless tests, 200 in GTK with the GTK tests.
# `make fuzz` picks a random seed unless FUZZ_SEED is set.
FUZZ_TRANSITIONS ?= 100000
FUZZ_GTK_TRANSITIONS ?= 2000

# `make soak` passes these to the Soak executable (see Docs/Reliability.md):
# e.g. SOAK_ARGS="--distinct-styles 10000", or SOAK_ARGS="--vanilla" for the
# plain GTK mount phase alone on GTK as it is. `make test` runs a short soak.
SOAK_ARGS ?=
SOAK_SHORT_ARGS := --cycles 1000 --no-time-check --no-memory-check

# `make sanitize`: every test target under each sanitizer, each in its own
# build directory. Headless tests run one at a time: in parallel, the slower
# sanitized exit tests hold up the main actor past the 5 s waits of others. A report fails the run: AddressSanitizer stops at its
# first, ThreadSanitizer exits non-zero after the run when it reported any.
# The suppression file names each library whose noise it drops, and why.
SANITIZERS := address thread
SANITIZER_FILES := $(CURDIR)/Scripts/sanitizers
# LeakSanitizer is off: it cannot see the pointers Swift keeps in the spare
# bits of an indirect enum (Reconciler's Element), so it reports those boxes
# as leaks. The live-object counters and `make soak` look for leaks instead.
SANITIZE_ENV_address := ASAN_OPTIONS=detect_leaks=0
SANITIZE_ENV_thread := TSAN_OPTIONS=suppressions=$(SANITIZER_FILES)/threads.supp:halt_on_error=0:exitcode=66

.PHONY: generate generate-check deps build new-app test-new-app test test-headless test-gtk test-repeat test-soak test-demo test-atspi test-install-scripts test-packaging demo run dev screenshots docs lint format ci bench bench-instructions bench-startup bench-todolist fuzz soak sanitize install uninstall package release

deps:
	@missing=""; \
	for package in $(APT_PACKAGES); do \
	    dpkg-query -W -f='$${Status}' "$$package" 2>/dev/null | grep -q "install ok installed" \
	        || missing="$$missing $$package"; \
	done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	command="apt-get update && apt-get install -y$$missing"; \
	if [ "$$(id -u)" = 0 ]; then sudo=""; \
	elif command -v sudo >/dev/null 2>&1; then sudo="sudo"; \
	else \
	    echo "error: missing Debian packages:$$missing" >&2; \
	    echo "install them as root with: $$command" >&2; \
	    exit 1; \
	fi; \
	echo "installing missing Debian packages:$$missing"; \
	if ! { $$sudo apt-get update && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y$$missing; }; then \
	    echo "error: could not install:$$missing" >&2; \
	    echo "install them as root with: $$command" >&2; \
	    exit 1; \
	fi

build:
	$(SWIFT) build $(BUILD_FLAGS)

test: deps
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	$(MAKE) --no-print-directory test-headless test-gtk test-soak test-demo test-atspi test-install-scripts test-packaging

test-headless:
	$(SWIFT) test --skip-build $(NOT_GTK)

test-gtk:
	$(GTK_TEST_ENV) $(SESSION_BUS) $(XVFB) $(SWIFT) test --skip-build $(GTK_ONLY)

# The whole GTK suite N times in a row (`make test-repeat N=20`), each run in
# a fresh process, bus and display, as `make test` runs it; stops at the
# first failing run and keeps every run's output in $(REPEAT_DIR)/<run>.log.
# Flaky crashes (a use-after-free that shows in one run of four) show here.
N ?= 20
REPEAT_DIR := $(CURDIR)/.build/test-repeat
test-repeat: deps
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	@rm -rf $(REPEAT_DIR) && mkdir -p $(REPEAT_DIR)
	@for run in $$(seq 1 $(N)); do \
	    start=$$(date +%s); \
	    if $(MAKE) --no-print-directory test-gtk > $(REPEAT_DIR)/$$run.log 2>&1; then \
	        echo "run $$run of $(N): passed in $$(($$(date +%s) - start)) s"; \
	    else \
	        echo "run $$run of $(N): FAILED; its output is in $(REPEAT_DIR)/$$run.log:" >&2; \
	        grep -E "error|CRITICAL|WARNING|signal|failed" $(REPEAT_DIR)/$$run.log | head -n 20 >&2; \
	        exit 1; \
	    fi; \
	done; \
	echo "$(N) consecutive runs of the GTK suite passed"

# The short soak of `make test` (debug build, 1,000 cycles; the live counters
# are checked, CPU time and memory printed: 100 warm-up cycles are too few for
# malloc's heap to settle, so the memory bound is `make soak`'s).
test-soak:
	$(GTK_BENCH_ENV) $(SESSION_BUS) $(XVFB) "$$($(SWIFT) build --show-bin-path)/Soak" $(SOAK_SHORT_ARGS)

# `make run` as a person runs it, headless under Xvfb (Tests/Demo/run): with
# no session bus the app shows its window with no warning about the bus,
# and with one it takes its id on that bus.
test-demo:
	Tests/Demo/run TimerDemo

# Every example's controls read through AT-SPI, as a screen reader reads them
# (Tests/AccessibleNames/run): none unnamed or named after a GTK type.
test-atspi:
	@$(MAKE) --no-print-directory deps APT_PACKAGES="at-spi2-core python3-pyatspi"
	Tests/AccessibleNames/run

# The install and package scripts given hostile prefixes and metadata
# (Tests/Packaging/hostile-paths): a few seconds, with a stand-in binary.
test-install-scripts:
	Tests/Packaging/hostile-paths

# `make package`, `make install` and `make uninstall` of TodoList checked as
# a user would see them (Tests/Packaging/run); the release build is most of
# its time.
test-packaging:
	Tests/Packaging/run TodoList

# 10,000 cycles of each soak phase in a release build; fails on anything left
# alive, resident memory growth over 5 % or CPU time growth over 10 % (the
# mount phase: 10 points over the same tree written with plain GTK calls).
soak: deps
	$(SWIFT) build -c release $(BUILD_FLAGS) --product Soak
	$(GTK_BENCH_ENV) $(SESSION_BUS) $(XVFB) "$$($(SWIFT) build -c release --show-bin-path)/Soak" $(SOAK_ARGS)

sanitize: deps
	@for sanitizer in $(SANITIZERS); do \
	    $(MAKE) --no-print-directory "sanitize-$$sanitizer" || exit 1; \
	done

# One sanitizer: `make sanitize-address`, `make sanitize-thread`.
sanitize-%:
	@scratch="$(CURDIR)/.build/sanitize-$*"; \
	flags="--sanitize=$* --scratch-path $$scratch"; \
	start=$$(date +%s); \
	echo "== $*: build"; \
	$(SWIFT) build --build-tests $(BUILD_FLAGS) $$flags || exit 1; \
	built=$$(date +%s); \
	echo "== $*: headless tests"; \
	$(SANITIZE_ENV_$*) $(SWIFT) test --skip-build --no-parallel $$flags $(NOT_GTK) || exit 1; \
	echo "== $*: GTK tests"; \
	$(SANITIZE_ENV_$*) $(GTK_TEST_ENV) $(SESSION_BUS) $(XVFB) \
	    $(SWIFT) test --skip-build $$flags $(GTK_ONLY) || exit 1; \
	echo "== $*: no reports; build $$((built - start)) s, tests $$(($$(date +%s) - built)) s"

# Differential fuzzing of the reconciler (Docs/Reliability.md): prints the
# seed; a mismatch prints a shrunk reproduction, rerun with FUZZ_SEED=<seed>.
fuzz: deps
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	@seed="$${FUZZ_SEED:-$$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}"; \
	echo "fuzz seed $$seed (rerun: FUZZ_SEED=$$seed make fuzz)"; \
	FUZZ_SEED="$$seed" FUZZ_TRANSITIONS=$(FUZZ_TRANSITIONS) FUZZ_GTK_TRANSITIONS=$(FUZZ_GTK_TRANSITIONS) \
	    $(GTK_TEST_ENV) $(XVFB) $(SWIFT) test --skip-build \
	    --filter '^ReconcilerFuzzTests\.' --filter '^ReconcilerFuzzGtkTests\.'

demo:
	@$(MAKE) --no-print-directory run EXAMPLE=TimerDemo

run: deps
	$(SWIFT) build $(BUILD_FLAGS) --product $(EXAMPLE)
	@if [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	    echo "error: no display to open $(EXAMPLE) on; run it under Xvfb with: xvfb-run -a make run EXAMPLE=$(EXAMPLE)" >&2; \
	    exit 1; \
	fi
	$(APP_BUS) $$($(SWIFT) build --show-bin-path)/$(EXAMPLE)

# The release binary of $(EXAMPLE) in $(PREFIX)/bin, its launcher entry,
# icon and AppStream metadata under $(PREFIX)/share; then the icon and
# desktop caches there, when their tools are installed.
install: deps
	$(SWIFT) build $(RELEASE_FLAGS) $(BUILD_FLAGS) --product $(EXAMPLE)
	$(APP_SCRIPT) install $(EXAMPLE) "$(RELEASE_BIN)" "$(PREFIX)" "$(DESTDIR)"

# Removes exactly the files `make install` wrote for $(EXAMPLE).
uninstall:
	$(APP_SCRIPT) uninstall $(EXAMPLE) "$(PREFIX)"

# The release binary of $(EXAMPLE) as `make install` and `make package` build
# it; its path is the last line printed (the packaging tests read it).
release: deps
	$(SWIFT) build $(RELEASE_FLAGS) $(BUILD_FLAGS) --product $(EXAMPLE)
	@echo "$(RELEASE_BIN)"

# $(PACKAGE_DIR)/<package>.deb (the app id in lower case, Scripts/app-install.sh),
# for `apt install ./org.gtkhooks.todolist.deb`.
package: deps
	$(SWIFT) build $(RELEASE_FLAGS) $(BUILD_FLAGS) --product $(EXAMPLE)
	Scripts/app-package.sh $(EXAMPLE) "$(RELEASE_BIN)" \
	    "$(PACKAGE_DIR)/$$($(APP_SCRIPT) package-name $(EXAMPLE)).deb"

# A new app of your own (Scripts/new-app.sh, templates in Templates/App):
# `make new-app NAME=Notes ID=org.example.Notes DIR=../notes`, depending on
# this checkout by path, or on a published GtkHooks with URL= (and VERSION=).
# AUTHOR=, EMAIL= (git's user.name and user.email by default) and LICENSE=
# (MIT) go into its AppStream metadata.
new-app:
	Scripts/new-app.sh --name "$(NAME)" --id "$(ID)" --dir "$(DIR)" \
	    $(if $(URL),--url "$(URL)") $(if $(VERSION),--version "$(VERSION)") \
	    $(if $(AUTHOR),--author "$(AUTHOR)") $(if $(EMAIL),--email "$(EMAIL)") \
	    $(if $(LICENSE),--license "$(LICENSE)")

# `make new-app` as a user runs it (Tests/NewApp/run): bad input writes
# nothing; a new app in a temporary folder passes its `make lint` and
# `make test`, reloads two edits under `make dev`, and its `make package`
# writes a .deb that `make validate` accepts. Its first build compiles the
# toolkit again in the app's .build; the package is of that debug build
# (NEW_APP_RELEASE=1: of a release build, a third compile of the toolkit).
# .ci/run runs it as a step of its own, after `make test`.
# flatpak-builder reads the new app's Flatpak manifest; only this test needs it.
test-new-app: deps
	@$(MAKE) --no-print-directory deps APT_PACKAGES="$(APT_PACKAGES) flatpak-builder"
	Tests/NewApp/run

# Renders every example in-process under Xvfb (light, and dark where it
# matters) into $(SCREENSHOTS_DIR); every run draws the same pixels.
# `make dev EXAMPLE=<Name>`: the example under the dev runner. Saving a file of
# Examples/<Name>/ rebuilds the app's code into a new image, loads it and
# refreshes the window with its state kept (see README, "Hot reload"). The
# runner shows the app's `@main struct <Name>App: App` (its --app default).
# DEV_ARGS adds runner options, e.g. DEV_ARGS="--root 'GalleryView()'".
DEV_ARGS ?=
dev: deps
	$(SWIFT) build $(BUILD_FLAGS) --product DevRunner
	@if [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	    echo "error: no display to open $(EXAMPLE) on; run it under Xvfb with: xvfb-run -a make dev EXAMPLE=$(EXAMPLE)" >&2; \
	    exit 1; \
	fi
	$(APP_BUS) $$($(SWIFT) build --show-bin-path)/DevRunner --target $(EXAMPLE) \
	    --sources "$(CURDIR)/Examples/$(EXAMPLE)" --framework "$(CURDIR)" $(DEV_ARGS)

screenshots: deps
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	@mkdir -p $(SCREENSHOTS_DIR)
	GTKHOOKS_SCREENSHOTS_DIR=$(SCREENSHOTS_DIR) $(GTK_TEST_ENV) $(SESSION_BUS) $(XVFB) \
	    $(SWIFT) test --skip-build --filter '^ExamplesGtkTests\.ScreenshotTests'

# API reference: symbol graphs extracted from the debug build's modules, then
# `docc convert` per module, offline; a DocC warning fails the build.
docs: deps
	$(SWIFT) build $(BUILD_FLAGS)
	@rm -rf $(DOCS_DIR) && mkdir -p $(DOCS_DIR)
	@modules="$$($(SWIFT) build --show-bin-path)/Modules"; \
	for module in $(DOC_MODULES); do \
	    echo "== $$module"; \
	    graphs="$(DOCS_DIR)/symbol-graphs/$$module"; mkdir -p "$$graphs"; \
	    $(SWIFT) symbolgraph-extract -module-name "$$module" -I "$$modules" $(GTK_INCLUDES) \
	        -minimum-access-level public -skip-inherited-docs -output-dir "$$graphs" || exit 1; \
	    "$(DOCC)" convert "Sources/$$module/$$module.docc" \
	        --additional-symbol-graph-dir "$$graphs" \
	        --output-path "$(DOCS_DIR)/$$module.doccarchive" \
	        --fallback-display-name "$$module" \
	        --fallback-bundle-identifier "org.gtkhooks.$$module" \
	        --transform-for-static-hosting --warnings-as-errors || exit 1; \
	done; \
	echo "DocC archives in $(DOCS_DIR)"

# Regenerates the GTK bindings from GIR, formatted as `make format` would,
# and the C source of the toolkit's GResource bundle.
generate:
	$(COMPILE_RESOURCES) --generate-source --target $(RESOURCE_TARGET)/GtkHooksResources.c $(RESOURCE_XML)
	$(COMPILE_RESOURCES) --generate-header --target $(RESOURCE_TARGET)/include/CGtkHooksResources.h $(RESOURCE_XML)
	$(SWIFT) build $(BUILD_FLAGS) --product GirGenerator
	$$($(SWIFT) build --show-bin-path)/GirGenerator --gir $(GIR_FILE) --include $(GIR_INCLUDES) --classes $(GIR_CLASSES) \
	    --output $(GENERATED_DIR) --report $(GIR_REPORT) --library-versions "$(GIR_LIBRARIES)"
	$(SWIFT) format format -i -r $(GENERATED_DIR)

# Fails when the checked-in bindings, report or resource bundle differ from a
# fresh `make generate`.
generate-check:
	$(SWIFT) build $(BUILD_FLAGS) --product GirGenerator
	@rm -rf $(GENERATE_CHECK_DIR) && mkdir -p $(GENERATE_CHECK_DIR)/Generated
	@$(COMPILE_RESOURCES) --generate-source --target $(GENERATE_CHECK_DIR)/GtkHooksResources.c $(RESOURCE_XML)
	@$(COMPILE_RESOURCES) --generate-header --target $(GENERATE_CHECK_DIR)/CGtkHooksResources.h $(RESOURCE_XML)
	@diff $(RESOURCE_TARGET)/GtkHooksResources.c $(GENERATE_CHECK_DIR)/GtkHooksResources.c \
	    && diff $(RESOURCE_TARGET)/include/CGtkHooksResources.h $(GENERATE_CHECK_DIR)/CGtkHooksResources.h \
	    || { echo "error: the resource bundle is stale; run make generate and commit" >&2; exit 1; }
	$$($(SWIFT) build --show-bin-path)/GirGenerator --gir $(GIR_FILE) --include $(GIR_INCLUDES) --classes $(GIR_CLASSES) \
	    --output $(GENERATE_CHECK_DIR)/Generated --report $(GENERATE_CHECK_DIR)/Coverage.md \
	    --library-versions "$(GIR_LIBRARIES)"
	$(SWIFT) format format -i -r $(GENERATE_CHECK_DIR)/Generated
	@diff -r $(GENERATED_DIR) $(GENERATE_CHECK_DIR)/Generated \
	    && diff $(GIR_REPORT) $(GENERATE_CHECK_DIR)/Coverage.md \
	    || { echo "error: the generated bindings are stale; run make generate and commit" >&2; exit 1; }

# swift format, then the behaviour ids: every id cited in the code is defined
# in Docs/Behaviours.md and every test linked there still cites it; then
# README.md's table names every public view and modifier, and no other; then
# the test levels, and that the proof from outside makes no C call; then that
# Docs/Tutorial.md's listings are the files of Examples/FirstApp and its tests.
lint: deps
	$(SWIFT) format lint --strict -r $(LINT_PATHS)
	Scripts/behaviour-ids.sh check
	Scripts/view-list.sh check
	Scripts/toolkit-conformances.sh check
	Scripts/test-levels.sh check $(GTK_TEST_TARGETS)
	Scripts/outside-proof.sh check
	Scripts/tutorial-listings.sh check
	$(MAKE) --no-print-directory generate-check

format:
	$(SWIFT) format format -i -r $(LINT_PATHS)

ci: lint test test-new-app docs

bench: deps
	@for benchmark in $(BENCHMARKS); do \
	    $(SWIFT) build -c release $(BUILD_FLAGS) --product "$$benchmark" || exit 1; \
	done
	@mkdir -p $(BENCH_DIR)
	@bin="$$($(SWIFT) build -c release --show-bin-path)"; \
	for benchmark in $(BENCHMARKS); do \
	    echo "== $$benchmark"; \
	    GTKHOOKS_BENCH_DIR=$(BENCH_DIR) $(GTK_BENCH_ENV) $(XVFB) "$$bin/$$benchmark" || exit 1; \
	done; \
	echo "JSON results in $(BENCH_DIR)"

# TodoList with large data (BENCHMARKS.md section 8): the first window of
# 100,000 todos, a 50 MB paste on one line and in 3.8 million lines, a drop of
# 20,000 files; each scenario in a process of its own (its peak memory is its
# own), in the debug build the tests use. TODOLIST_BENCH_BOUND (seconds,
# default 300) is how long a scenario may take.
TODOLIST_SCENARIOS := FirstWindowOf100000Todos PasteOf50MBOnOneLine PasteOf50MBIn3800000Lines DropOf20000Files
bench-todolist: deps
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	@for scenario in $(TODOLIST_SCENARIOS); do \
	    $(GTK_TEST_ENV) $(SESSION_BUS) $(XVFB) $(SWIFT) test --skip-build \
	        --filter "^TodoListBenchmark\.TodoListScaleBenchmark/test$$scenario$$" 2>&1 \
	        | grep -E "^TodoList |error|failed" || exit 1; \
	done

# Process start to first frame of the hello app built as apps ship
# (RELEASE_FLAGS: release, the Swift runtime linked in; it imports no
# Foundation) beside the same hello written in C and compiled here with
# `pkg-config gtk4`; 20 launches each, in turn, on a private session bus.
bench-startup: deps
	$(SWIFT) build $(RELEASE_FLAGS) $(BUILD_FLAGS) --product StartupHello
	$(SWIFT) build $(RELEASE_FLAGS) $(BUILD_FLAGS) --product StartupBenchmark
	@mkdir -p $(BENCH_DIR)
	$(CC) -O2 -o $(BENCH_DIR)/StartupHelloC Benchmarks/StartupHelloC/hello.c $$(pkg-config --cflags --libs gtk4)
	@bin="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)"; \
	GTKHOOKS_BENCH_DIR=$(BENCH_DIR) $(GTK_BENCH_ENV) $(SESSION_BUS) $(XVFB) "$$bin/StartupBenchmark" \
	    C=$(BENCH_DIR)/StartupHelloC GtkHooks="$$bin/StartupHello"

# The table benchmark's nine operations in both programs under callgrind
# (BENCHMARKS.md section 1c): instructions per trigger and pass, deterministic;
# then the first frame of the list benchmark's 100,000 rows in each program,
# then the six operations of the 100,000-row Table against a hand-written
# GtkColumnView (ColumnViewBenchmark, BENCHMARKS.md section 10), then 1,000 bars on a
# Canvas against a hand-written GtkDrawingArea (CanvasBenchmark, section 11).
# TABLE_BENCHMARK_ONLY=B04 narrows it; fixed hashing keeps the counts stable.
# Debian 12's valgrind cannot read the DWARF 5 the toolchain's clang writes
# for C targets (the resource bundle), so this build asks for DWARF 4, in a
# build directory of its own to leave the other release builds alone.
INSTRUCTIONS_BUILD := --scratch-path $(CURDIR)/.build/instructions -c release -Xcc -gdwarf-4
bench-instructions: deps
	@command -v valgrind >/dev/null 2>&1 || $(MAKE) --no-print-directory deps APT_PACKAGES=valgrind
	$(SWIFT) build $(INSTRUCTIONS_BUILD) $(BUILD_FLAGS) --product TableBenchmark
	$(SWIFT) build $(INSTRUCTIONS_BUILD) $(BUILD_FLAGS) --product ListBenchmark
	$(SWIFT) build $(INSTRUCTIONS_BUILD) $(BUILD_FLAGS) --product ColumnViewBenchmark
	$(SWIFT) build $(INSTRUCTIONS_BUILD) $(BUILD_FLAGS) --product CanvasBenchmark
	@mkdir -p $(BENCH_DIR)
	GTKHOOKS_BENCH_DIR=$(BENCH_DIR) SWIFT_DETERMINISTIC_HASHING=1 $(GTK_BENCH_ENV) $(XVFB) \
	    "$$($(SWIFT) build $(INSTRUCTIONS_BUILD) --show-bin-path)/TableBenchmark" --instructions
	@rm -rf $(BENCH_DIR)/list-callgrind && mkdir -p $(BENCH_DIR)/list-callgrind
	GTKHOOKS_BENCH_DIR=$(BENCH_DIR) SWIFT_DETERMINISTIC_HASHING=1 $(GTK_BENCH_ENV) $(XVFB) \
	    valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no \
	    --callgrind-out-file=$(BENCH_DIR)/list-callgrind/list.out --log-file=$(BENCH_DIR)/list-callgrind/list.log \
	    "$$($(SWIFT) build $(INSTRUCTIONS_BUILD) --show-bin-path)/ListBenchmark" \
	    --instructions $(BENCH_DIR)/list-callgrind/list.out
	@rm -rf $(BENCH_DIR)/columnview-callgrind && mkdir -p $(BENCH_DIR)/columnview-callgrind
	GTKHOOKS_BENCH_DIR=$(BENCH_DIR) SWIFT_DETERMINISTIC_HASHING=1 $(GTK_BENCH_ENV) $(XVFB) \
	    valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no \
	    --callgrind-out-file=$(BENCH_DIR)/columnview-callgrind/columnview.out \
	    --log-file=$(BENCH_DIR)/columnview-callgrind/columnview.log \
	    "$$($(SWIFT) build $(INSTRUCTIONS_BUILD) --show-bin-path)/ColumnViewBenchmark" \
	    --instructions $(BENCH_DIR)/columnview-callgrind/columnview.out
	@rm -rf $(BENCH_DIR)/canvas-callgrind && mkdir -p $(BENCH_DIR)/canvas-callgrind
	GTKHOOKS_BENCH_DIR=$(BENCH_DIR) SWIFT_DETERMINISTIC_HASHING=1 $(GTK_BENCH_ENV) $(XVFB) \
	    valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no \
	    --callgrind-out-file=$(BENCH_DIR)/canvas-callgrind/canvas.out \
	    --log-file=$(BENCH_DIR)/canvas-callgrind/canvas.log \
	    "$$($(SWIFT) build $(INSTRUCTIONS_BUILD) --show-bin-path)/CanvasBenchmark" \
	    --instructions $(BENCH_DIR)/canvas-callgrind/canvas.out
