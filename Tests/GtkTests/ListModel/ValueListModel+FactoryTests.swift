import CGtk
@_spi(Testing) import Gtk
import GtkTestSupport
import XCTest

/// A column view in a window, its rows bound from the Swift values.
final class ValueListModelFactoryTests: GtkTestCase {
    func testAColumnViewShowsTheFirstRowsOfAMillionMakingItemsOnlyForThem() {
        MainActor.assumeIsolated {
            runApplication { application in
                let clock = ContinuousClock()
                let values = expenses(1_000_000)
                let start = clock.now
                let model = ValueListModel(values)
                let built = clock.now - start
                let window = Window(application: application)
                window.setDefaultSize(width: 400, height: 300)
                let scrolled = ScrolledWindow()
                let table = ColumnView(model: SingleSelection(model: model))
                table.appendColumn(
                    column: ColumnViewColumn(
                        title: "Title",
                        factory: model.makeFactory(makeRow: { Label() }) { label, expense in
                            label.text = expense.title
                        }))
                table.appendColumn(
                    column: ColumnViewColumn(
                        title: "Amount",
                        factory: model.makeFactory(makeRow: { Label() }) { label, expense in
                            label.text = "\(expense.amount) €"
                        }))
                // The generated factory's bind, reading the value of its list item.
                let boundIDs = Shared<[Int?]>([])
                let plain = SignalListItemFactory()
                plain.onBind { listItem in
                    boundIDs.value.append(listItem.flatMap { model.value(inListItem: $0) }?.id)
                }
                table.appendColumn(column: ColumnViewColumn(title: "Plain", factory: plain))
                scrolled.child = table
                window.child = scrolled
                window.present()
                try await waitUntil { shownTexts(in: window).contains("row 0") }
                let firstScreen = clock.now - start
                let titles = shownTexts(in: window).filter { $0.hasPrefix("row ") }
                XCTAssertEqual(
                    Set(titles), Set((0..<titles.count).map { "row \($0)" }),
                    "the first rows, in order from the top")
                XCTAssertTrue(shownTexts(in: window).contains("1000000 €"))
                XCTAssertGreaterThan(titles.count, 5)
                XCTAssertEqual(model.madeItemCount, titles.count, "one item per row bound")
                XCTAssertLessThan(model.madeItemCount, 500)
                XCTAssertEqual(boundIDs.value, Array(0..<titles.count))
                print(
                    "ValueListModel, 1,000,000 values (debug build): model made in \(built), first screen (\(titles.count) rows) in \(firstScreen)"
                )

                model[0].title = "renamed"
                try await waitUntil { shownTexts(in: window).contains("renamed") }
                XCTAssertFalse(shownTexts(in: window).contains("row 0"))
                model.insert(Expense(id: -1, title: "inserted", amount: 7), at: 0)
                try await waitUntil { shownTexts(in: window).contains("inserted") }
                XCTAssertTrue(shownTexts(in: window).contains("renamed"))
                window.destroy()
            }
        }
    }

    func testADropDownOffersTheValuesAndReportsTheChosenOne() {
        MainActor.assumeIsolated {
            let model = ValueListModel(expenses(4))
            let dropDown = DropDown(options: [])
            dropDown.factory = model.makeFactory(makeRow: { Label() }) { $0.text = $1.title }
            dropDown.model = model
            XCTAssertEqual(dropDown.model?.nItems(), 4)
            dropDown.selected = 2
            XCTAssertEqual(dropDown.selectedItem.flatMap { model.value(of: $0) }?.title, "row 2")
            model.insert(Expense(id: 9, title: "first", amount: 0), at: 0)
            XCTAssertEqual(dropDown.selected, 3, "the choice follows its row")
            XCTAssertEqual(dropDown.selectedItem.flatMap { model.value(of: $0) }?.title, "row 2")
        }
    }

    func testAViewKeepsReadingTheValuesAfterSwiftDroppedItsModel() {
        MainActor.assumeIsolated {
            runApplication { application in
                let window = Window(application: application)
                window.setDefaultSize(width: 300, height: 200)
                let scrolled = ScrolledWindow()
                do {
                    let model = ValueListModel(expenses(10_000))
                    let table = ColumnView(model: NoSelection(model: model))
                    table.appendColumn(
                        column: ColumnViewColumn(
                            title: "Title",
                            factory: model.makeFactory(makeRow: { Label() }) { label, expense in
                                label.text = expense.title
                            }))
                    scrolled.child = table
                }
                window.child = scrolled
                window.present()
                try await waitUntil { shownTexts(in: window).contains("row 0") }
                // Far down: GTK asks the model, whose Swift wrapper is gone, for new
                // items. (GTK 4.8's column view does not follow its scrolled
                // window's adjustment set from code; its list's action does scroll.)
                let list = try XCTUnwrap(
                    scrolled.subtree.first { $0.typeName == "GtkColumnListView" })
                list.withUnsafeWidgetPointer { list in
                    _ = gtk_widget_activate_action_variant(
                        list, "list.scroll-to-item", g_variant_new_uint32(9999))
                }
                try await waitUntil { shownTexts(in: window).contains("row 9999") }
                window.destroy()
            }
        }
    }
}

/// The texts of the labels shown in `window`.
@MainActor
private func shownTexts(in window: Window) -> [String] {
    window.subtree.compactMap { ($0 as? Label)?.text }
}
