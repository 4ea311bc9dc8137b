// The data both programs show: 100,000 rows of four columns.

/// One row of the table: an id and three more columns.
struct Row: Hashable {
    let id: Int
    var name: String
    var city: String
    var amount: Int
}

/// The number of rows of the benchmark.
let rowCount = 100_000

/// The columns' titles, in order.
let columnTitles = ["ID", "Name", "City", "Amount"]

/// The rows, by id; the names are unique and in another order than the ids,
/// so sorting by name moves every row.
func makeRows() -> [Row] {
    let cities = ["Lyon", "Oslo", "Lima", "Kyiv", "Pune", "Cork", "Bern"]
    return (0..<rowCount).map { id in
        Row(
            id: id, name: "Name \((id * 7_919) % rowCount)", city: cities[id % cities.count],
            amount: (id * 31) % 1_000)
    }
}

extension Row {
    /// The text of the cell in the column at `column`.
    func text(ofColumn column: Int) -> String {
        switch column {
        case 0: id.description
        case 1: name
        case 2: city
        default: amount.description
        }
    }
}
