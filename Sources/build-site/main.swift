import Foundation

exit(BuildSite.run(Array(CommandLine.arguments.dropFirst())).rawValue)
