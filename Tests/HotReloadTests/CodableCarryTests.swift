import HotReload
import Testing

@MainActor struct CodableCarryTests {
    @Test("a value crosses to another Codable type of the same shape")
    func carriesThroughCodable() {
        enum OldFilter: String, Codable { case all, done }
        enum NewFilter: String, Codable { case all, done }
        struct OldTodo: Codable {
            var title: String
            var done: Bool
        }
        struct NewTodo: Codable {
            var title: String
            var done: Bool
        }

        #expect(carryThroughCodable(OldFilter.done, to: NewFilter.self) as? NewFilter == .done)
        let todo = carryThroughCodable(OldTodo(title: "milk", done: true), to: NewTodo.self)
        #expect((todo as? NewTodo)?.title == "milk")
        #expect(
            carryThroughCodable([OldFilter.all], to: [NewFilter].self) as? [NewFilter] == [.all])
        #expect(carryThroughCodable(3, to: Int?.self) as? Int? == 3)
    }

    @Test("a type that is not Codable, or cannot read the old form, carries nothing")
    func failsWithoutCodable() {
        enum Plain { case all }
        enum OldFilter: String, Codable { case all, done }
        enum Renamed: String, Codable { case everything, finished }

        #expect(carryThroughCodable(Plain.all, to: OldFilter.self) == nil)
        #expect(carryThroughCodable(OldFilter.all, to: Plain.self) == nil)
        #expect(carryThroughCodable(OldFilter.done, to: Renamed.self) == nil)
    }
}
