#include "cli/extract_set_writer.h"

#include <iomanip>
#include <ostream>
#include <sstream>
#include <system_error>

#include "decoders/core/file_io.h"

namespace wolfsuite::cli {
namespace {

namespace fs = std::filesystem;

Bytes text_bytes(const std::string& text) { return Bytes(text.begin(), text.end()); }

}  // namespace

std::string json_text(const Json& document) {
  return document.dump(2, ' ', false, Json::error_handler_t::replace) + '\n';
}

std::string numbered(std::string_view stem, std::size_t number, int digits,
                     std::string_view extension) {
  std::ostringstream name;
  name << stem << '_' << std::setw(digits) << std::setfill('0') << number << extension;
  return name.str();
}

Error in_lump(Error error, const std::string& lump) {
  error.message = lump + ": " + error.message;
  return error;
}

void Progress::step(std::string_view kind, std::size_t done, std::size_t total) {
  if (!streams_.err_is_terminal) return;
  std::string line = "extract " + set_ + ": " + std::string(kind) + " " + std::to_string(done) +
                     "/" + std::to_string(total);
  const std::size_t length = line.size();
  if (length < last_length_) line.append(last_length_ - length, ' ');
  last_length_ = length;
  streams_.err << '\r' << line << std::flush;
}

void Progress::finish() {
  if (streams_.err_is_terminal && last_length_ > 0) streams_.err << '\n' << std::flush;
}

void SetWriter::write(const char* kind, const std::string& relative, ByteSpan bytes) {
  const fs::path path = root_ / relative;
  if (!make_folder(path.parent_path())) return;
  const Status written = write_file_atomic(path, bytes);
  if (!written.ok()) {
    errors_.push_back(FamilyError{"output", "", written.error()});
    return;
  }
  ++files_[kind];
}

void SetWriter::write_json(const char* kind, const std::string& relative, const Json& document) {
  write(kind, relative, text_bytes(json_text(document)));
}

void SetWriter::write_indexed(const char* kind, const std::string& relative,
                              const IndexedImage& image, const Rgb8Palette& palette) {
  write_encoded(kind, relative,
                encode_png_indexed(image.width, image.height, image.pixels, palette));
}

void SetWriter::write_rgba(const char* kind, const std::string& relative, const RgbaImage& image) {
  write_encoded(kind, relative, encode_png_rgba(image.width, image.height, image.rgba));
}

void SetWriter::write_encoded(const char* kind, const std::string& relative,
                              const Result<Bytes>& png) {
  if (!png.ok()) {
    errors_.push_back(FamilyError{"output", "", in_lump(png.error(), relative)});
    return;
  }
  write(kind, relative, *png);
}

bool SetWriter::make_folder(const fs::path& folder) {
  if (made_.count(folder) != 0) return true;
  if (failed_.count(folder) != 0) return false;
  std::error_code ec;
  fs::create_directories(folder, ec);
  if (ec || !fs::is_directory(folder, ec)) {
    failed_.insert(folder);
    errors_.push_back(FamilyError{
        "output", "", malformed("E-IO-WRITE", 0, folder.string() + ": cannot create folder")});
    return false;
  }
  made_.insert(folder);
  return true;
}

}  // namespace wolfsuite::cli
