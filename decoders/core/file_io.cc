#include "decoders/core/file_io.h"

#include <cstdio>
#include <fstream>
#include <string>
#include <system_error>
#include <utility>

namespace wolfsuite {

Result<Bytes> read_file(const std::filesystem::path& path, std::size_t max_bytes) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (ec) return malformed("E-IO-READ", 0, path.string() + ": " + ec.message());
  if (size > max_bytes) {
    return over_limit("E-IO-TOO-LARGE", 0,
                      path.string() + " is " + std::to_string(size) + " bytes, over the cap of " +
                          std::to_string(max_bytes));
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return malformed("E-IO-READ", 0, path.string() + ": cannot open");
  Bytes data(static_cast<std::size_t>(size));
  in.read(reinterpret_cast<char*>(data.data()), static_cast<std::streamsize>(data.size()));
  if (in.gcount() != static_cast<std::streamsize>(data.size())) {
    return malformed("E-IO-READ", 0, path.string() + ": short read");
  }
  return data;
}

Status write_file_atomic(const std::filesystem::path& path, ByteSpan data) {
  std::filesystem::path temp = path;
  temp += ".partial";
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out) return malformed("E-IO-WRITE", 0, temp.string() + ": cannot create");
    out.write(reinterpret_cast<const char*>(data.data()),
              static_cast<std::streamsize>(data.size()));
    out.flush();
    if (!out) {
      out.close();
      std::filesystem::remove(temp);
      return malformed("E-IO-WRITE", 0, temp.string() + ": write failed");
    }
  }
  std::error_code ec;
  std::filesystem::rename(temp, path, ec);
  if (ec) {
    std::filesystem::remove(temp);
    return malformed("E-IO-WRITE", 0, path.string() + ": " + ec.message());
  }
  return {};
}

AtomicFileWriter::AtomicFileWriter(std::filesystem::path path)
    : path_(std::move(path)), temp_(path_.string() + ".partial") {
  out_.open(temp_, std::ios::binary | std::ios::trunc);
}

AtomicFileWriter::~AtomicFileWriter() {
  if (committed_) return;
  out_.close();
  std::error_code ec;
  std::filesystem::remove(temp_, ec);
}

void AtomicFileWriter::append(ByteSpan data) {
  out_.write(reinterpret_cast<const char*>(data.data()), static_cast<std::streamsize>(data.size()));
}

Status AtomicFileWriter::commit() {
  out_.flush();
  if (!out_) return malformed("E-IO-WRITE", 0, temp_.string() + ": write failed");
  out_.close();
  std::error_code ec;
  std::filesystem::rename(temp_, path_, ec);
  if (ec) return malformed("E-IO-WRITE", 0, path_.string() + ": " + ec.message());
  committed_ = true;
  return {};
}

std::vector<std::filesystem::path> files_in_folder(const std::filesystem::path& folder) {
  std::vector<std::filesystem::path> files;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
    if (entry.is_regular_file(ec)) files.push_back(entry.path());
  }
  return files;
}

}  // namespace wolfsuite
