import Testing
import Widgets

@Suite struct GridColumnsTests {
    @Test("G8 fixed and flexible items count the columns; the widest minimum sizes every cell")
    func fixedAndFlexibleItems() {
        let columns = GridColumns([
            GridItem(.fixed(96)), GridItem(.flexible(minimum: 40)), GridItem(),
        ])
        #expect(columns.minimumCount == 3)
        #expect(columns.maximumCount == 3)
        #expect(columns.minimumCellWidth == 96)
        #expect(GridColumns([]).minimumCount == 1)
    }

    @Test("G8 an adaptive item fits as many columns as the width allows, each at least its minimum")
    func adaptiveItem() {
        let columns = GridColumns(.adaptive(minimum: 120.5))
        #expect(columns.minimumCount == 1)
        #expect(columns.maximumCount == GridColumns.adaptiveLimit)
        #expect(columns.minimumCellWidth == 121)
    }
}
