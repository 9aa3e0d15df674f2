#include "cli/level_formats.h"
namespace wolfsuite::cli {
const std::vector<LevelFormat>& mac_formats() { static const std::vector<LevelFormat> formats; return formats; }
Result<std::vector<NamedFile>> synthetic_mac_files() { return std::vector<NamedFile>{}; }
}
