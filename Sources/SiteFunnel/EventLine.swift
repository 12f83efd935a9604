import Foundation

/// One line of an event export, read as far as the funnel needs: its walkthrough, showing, name
/// and page. A line that is not UTF-8, not a JSON object, or lacks a field every event has is a
/// `Problem`, said the way the funnel reports it.
package struct EventLine {
    package struct Problem: Error { var reason: String }

    /// The fields every lifecycle event has (docs/specification.md, "Lifecycle events"); `manifest_version` and `locale` may be null.
    package static let commonFields = ["schema", "name", "walkthrough_id", "manifest_version", "locale", "runtime", "instance_id", "at"]

    package var showing: ShowingKey
    package var name: String
    package var pageIndex: Int?
    package var pageID: String?

    /// The event of one line, or why it is none.
    package static func read(_ bytes: UnsafeRawBufferPointer) -> Result<EventLine, Problem> {
        guard String(validating: bytes, as: UTF8.self) != nil else { return .failure(Problem(reason: "not UTF-8")) }
        guard let members = JSONObjectReader.members(of: bytes) else { return .failure(Problem(reason: "not a JSON object")) }
        if let missing = commonFields.first(where: { members[$0] == nil }) {
            return .failure(Problem(reason: "no '\(missing)', which every event has"))
        }
        guard case .text(let name) = members["name"], case .text(let id) = members["walkthrough_id"], case .text(let instance) = members["instance_id"] else {
            return .failure(Problem(reason: "'name', 'walkthrough_id' and 'instance_id' must be text"))
        }
        let walkthrough = WalkthroughKey(id: id, version: members["manifest_version"]?.text ?? "", locale: members["locale"]?.text ?? "")
        let pageIndex = members["page_index"]?.number.flatMap { Int(exactly: $0) }
        return .success(EventLine(showing: ShowingKey(walkthrough: walkthrough, instanceID: instance), name: name,
                                  pageIndex: pageIndex, pageID: members["page_id"]?.text))
    }
}
