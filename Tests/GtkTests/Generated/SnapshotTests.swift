import CGtk
import Foundation
import Gtk
import XCTest

/// `GtkSnapshot`, generated now that signatures can name it: a paintable
/// draws into one through the generated `Paintable.snapshot`.
final class SnapshotTests: GtkTestCase {
    func testAPaintableDrawsItsTextureIntoASnapshot() throws {
        try MainActor.assumeIsolated {
            let path = NSTemporaryDirectory() + "SnapshotTests-\(getpid()).png"
            defer { try? FileManager.default.removeItem(atPath: path) }
            do {
                try Cairo.ImageSurface(format: .argb32, width: 4, height: 4).writePNG(to: path)
                let texture = try Texture(filename: path)
                let snapshot = Snapshot()
                XCTAssertEqual(snapshot.referenceCount, 1, "the new snapshot is adopted")
                snapshot.save()
                snapshot.pushOpacity(opacity: 0.5)
                texture.snapshot(snapshot: snapshot, width: 4, height: 4)
                snapshot.pop()
                snapshot.restore()
                let kind = snapshot.withUnsafePointer { raw -> GskRenderNodeType? in
                    guard let node = gtk_snapshot_to_node(OpaquePointer(raw)) else { return nil }
                    defer { gsk_render_node_unref(node) }
                    return gsk_render_node_get_node_type(node)
                }
                XCTAssertEqual(kind, GSK_OPACITY_NODE, "the texture drawn under the opacity")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
