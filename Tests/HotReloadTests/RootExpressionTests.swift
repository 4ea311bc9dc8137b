import Testing

@testable import HotReload

struct RootExpressionTests {
    @Test("an @main App type gives its body; a comment naming @main does not count")
    func appType() {
        let source = """
            /// `@main` calls `CounterApp.main()`, which runs until the window closes.
            @main
            struct CounterApp: App {
                var body: some Scene { Window("Counter") { CountersView() } }
            }
            """
        #expect(RootExpression.appType(in: source) == "CounterApp")
        #expect(RootExpression.appType(in: "struct Plain: View {}") == nil)
    }

    @Test("main.swift's GtkApp content closure is the root")
    func gtkAppContent() {
        let main = """
            import GtkHooks

            let status = GtkApp(id: "org.gtkhooks.Gallery", css: "x { }") {
                GalleryView(sections: [.a, .b])
            }.run()
            exit(status)
            """
        #expect(RootExpression.gtkAppContent(in: main) == "GalleryView(sections: [.a, .b])")
        #expect(RootExpression.gtkAppContent(in: "print(1)") == nil)
    }
}
