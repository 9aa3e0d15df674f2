#include "cli/share_folder.h"

#include <cstdlib>
#include <system_error>

namespace wolfsuite::cli {

std::filesystem::path share_folder_for(const std::filesystem::path& executable,
                                       std::string_view override_folder) {
  if (!override_folder.empty()) return std::filesystem::path(override_folder);
  if (executable.empty()) return {};
  return (executable.parent_path() / ".." / "share" / "wolfsuite").lexically_normal();
}

std::filesystem::path share_folder() {
  const char* variable = std::getenv(kShareFolderVariable);
  // The kernel's link names the executable itself, with every symbolic link on the way resolved:
  // a bin/wolfsuite linked from elsewhere still finds the share folder of its own prefix.
  std::error_code ec;
  const std::filesystem::path executable = std::filesystem::read_symlink("/proc/self/exe", ec);
  return share_folder_for(ec ? std::filesystem::path() : executable,
                          variable != nullptr ? variable : "");
}

}  // namespace wolfsuite::cli
