import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

private struct SearchNotes: HookView {
    var hookBody: some View {
        let query = useState("")
        let field = useState("")
        VStack {
            SearchField("Filter", text: field)
            Text("Field: \(field.wrappedValue)")
            Text("Query: \(query.wrappedValue)")
        }
        .searchable(text: query, prompt: "Search notes")
    }
}

@MainActor struct SearchTestHostTests {
    @Test("a search field and a search bar are found by role, typed into and stopped")
    func searchFieldsTypeAndStop() throws {
        let host = TestHost(SearchNotes())
        let fields = host.findAll(role: .searchField)
        #expect(fields.count == 2)
        let bar = try #require(fields.first { $0.view is Searchable })
        let field = try #require(fields.first { $0.view is SearchField })
        try host.type("ada", into: field)
        try host.type("notes", into: bar)
        #expect(host.find(text: "Field: ada") != nil)
        #expect(host.find(text: "Query: notes") != nil)
        host.clearTranscript()
        try host.stopSearch(field)
        #expect(host.find(text: "Field: ") != nil, "Escape clears the query")
        #expect(host.transcript.map(\.description).contains("update SearchField#3 value"))
        try host.stopSearch(bar)
        #expect(host.find(text: "Query: ") != nil)
    }
}
