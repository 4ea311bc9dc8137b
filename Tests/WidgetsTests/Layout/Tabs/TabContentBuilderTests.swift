import Reconciler
import Testing
import Widgets

@MainActor private func pages(
    showsDrafts: Bool, folders: [String],
    @TabContentBuilder _ content: (Bool, [String]) -> [TabPage]
) -> [TabPage] {
    content(showsDrafts, folders)
}

@Suite @MainActor struct TabContentBuilderTests {
    @Test("G24 pages come from if, for and single pages in order, with title, icon and tag")
    func builderOrder() {
        let built = pages(showsDrafts: false, folders: ["work", "home"]) { showsDrafts, folders in
            Text("inbox").tabItem("Inbox", icon: "mail-unread-symbolic").tag(0)
            if showsDrafts {
                Text("drafts").tabItem("Drafts")
            } else {
                Text("sent").tabItem("Sent").tag("sent")
            }
            for folder in folders {
                Text(folder).tabItem(folder.capitalized).tag(folder)
            }
        }
        #expect(built.map(\.title) == ["Inbox", "Sent", "Work", "Home"])
        #expect(built.map(\.tag) == [AnyHashable(0), "sent", "work", "home"])
        #expect(built.first?.iconName == "mail-unread-symbolic")
        let rendered = built.allSatisfy { $0.isRendered }
        #expect(rendered, "TabView, not the builder, holds back the pages never shown")
    }
}
