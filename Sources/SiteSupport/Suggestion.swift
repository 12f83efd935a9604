/// The candidate nearest to `word` by edit distance, when it is near enough to be a typo.
package func nearest(to word: String, among candidates: [String]) -> String? {
    let limit = max(2, word.count / 3)
    return candidates
        .map { (candidate: $0, distance: editDistance(word.lowercased(), $0)) }
        .filter { $0.distance <= limit }
        .min { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }?
        .candidate
}

/// Levenshtein distance, counting an adjacent transposition as one edit.
package func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                current[j] = min(current[j], previousPrevious[j - 2] + 1)
            }
        }
        (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
}
