#include "cli/vector_folder.h"

#include <system_error>

#include "decoders/core/file_io.h"

namespace wolfsuite::cli {

Status write_vector_folder(const std::filesystem::path& folder, const gate::VectorTree& tree,
                           std::string_view manifest_text) {
  for (const auto& [path, bytes] : tree.files()) {
    const std::filesystem::path file = folder / path;
    std::error_code ec;
    std::filesystem::create_directories(file.parent_path(), ec);
    if (ec) return unplaced("E-IO-WRITE", file.parent_path().string() + ": " + ec.message());
    WS_RETURN_IF_ERROR(write_output_file(file, bytes));
  }
  return write_output_file(
      folder / gate::kManifestFileName,
      ByteSpan(reinterpret_cast<const std::uint8_t*>(manifest_text.data()), manifest_text.size()));
}

}  // namespace wolfsuite::cli
