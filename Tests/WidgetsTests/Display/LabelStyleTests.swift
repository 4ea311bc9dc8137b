import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

@MainActor struct LabelStyleTests {
    @Test("G63 .labelStyle reaches the labels below, the nearest one winning")
    func labelStyleReachesLabelsBelow() throws {
        func labels(_ style: LabelStyle?) -> some View {
            VStack {
                Label("Inbox", icon: "mail-unread-symbolic")
                Label("Sent", icon: "mail-send-symbolic").labelStyle(.titleOnly)
            }
            .labelStyle(style ?? .automatic)
        }
        let host = TestHost(labels(.iconOnly))
        let style = { (title: String) in host.find(text: title)?.as(Label.self)?.style }
        #expect(style("Inbox") == .iconOnly)
        #expect(style("Sent") == .titleOnly)
        host.render(labels(nil))
        #expect(style("Inbox") == .titleAndIcon)
        #expect(LabelStyle.iconOnly.showsIcon && !LabelStyle.iconOnly.showsTitle)
        #expect(LabelStyle.titleOnly.showsTitle && !LabelStyle.titleOnly.showsIcon)
    }
}
