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

    @Test("GtkApp's css: argument is found, brackets and commas in its strings included")
    func gtkAppCSS() {
        let main = #"""
            import GtkHooks

            // GtkApp(id: "commented out", css: "no")
            GtkApp(
                id: "org.example.Styled", isUnique: false,
                css: """
                    .title { color: rgb(255, 0, 0); } /* ) */
                    .note { margin: \(2 * 3)px; }
                    """, metadata: nil
            ) {
                Text("styled, (with brackets) {")
            }.run()
            """#
        #expect(
            RootExpression.gtkAppCSS(in: main) == #"""
                """
                        .title { color: rgb(255, 0, 0); } /* ) */
                        .note { margin: \(2 * 3)px; }
                        """
                """#)
        #expect(
            RootExpression.gtkAppContent(in: main) == #"Text("styled, (with brackets) {")"#)
        #expect(RootExpression.gtkAppCSS(in: #"GtkApp(id: "a", css: appCSS) { V() }"#) == "appCSS")
        #expect(RootExpression.gtkAppCSS(in: #"GtkApp(id: "a") { V() }"#) == nil)
    }
}
