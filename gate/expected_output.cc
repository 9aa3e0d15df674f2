#include "gate/expected_output.h"

#include <algorithm>
#include <fstream>
#include <system_error>

#include "decoders/core/file_io.h"

namespace wolfsuite::gate {
namespace {

// `size` bytes at `offset` of `path`, without reading the rest (a VSWAP is 1.5 MB, a page 4 KiB).
Result<Bytes> read_slice(const std::filesystem::path& path, std::uint64_t offset,
                         std::uint64_t size) {
  std::error_code error;
  const std::uint64_t file_size = std::filesystem::file_size(path, error);
  if (error) return unplaced("E-IO-READ", path.string() + ": " + error.message());
  if (offset > file_size || size > file_size - offset) {
    return unplaced("E-IO-READ", path.string() + ": " + std::to_string(file_size) + " bytes, no " +
                                     std::to_string(size) + " bytes at offset " +
                                     std::to_string(offset) + " (the manifest's slice)");
  }
  std::ifstream in(path, std::ios::binary);
  Bytes bytes(static_cast<std::size_t>(size));
  in.seekg(static_cast<std::streamoff>(offset));
  in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(size));
  if (!in) return unplaced("E-IO-READ", path.string() + ": short read");
  return bytes;
}

}  // namespace

Result<std::optional<Bytes>> read_expected_output(const Vector& vector,
                                                  const std::filesystem::path& vectors_folder,
                                                  std::uint64_t max_bytes) {
  const Expected& expected = vector.expected;
  const std::uint64_t size = std::min(expected.size, max_bytes);
  if (!expected.output.empty()) {
    // The manifest states the expected file's size: a bigger file is an error, never read whole.
    WS_ASSIGN_OR_RETURN(
        Bytes bytes, read_file(vectors_folder / expected.output, static_cast<std::size_t>(size)));
    return std::optional<Bytes>(std::move(bytes));
  }
  if (!expected.slice) return std::optional<Bytes>();
  // parse_manifest proved the role is one of the inputs.
  const std::string& input = vector.inputs.at(expected.slice->input);
  WS_ASSIGN_OR_RETURN(Bytes bytes,
                      read_slice(vectors_folder / input, expected.slice->offset, size));
  return std::optional<Bytes>(std::move(bytes));
}

}  // namespace wolfsuite::gate
