// SetWriter and the naming helpers of a set's extraction (wolf_set_extract.h).
#include <iomanip>
#include <sstream>

#include "decoders/formats/report_json.h"
#include "decoders/formats/wolf_set_extract.h"

namespace wolfsuite {
namespace {

Bytes text_bytes(const std::string& text) { return Bytes(text.begin(), text.end()); }

}  // namespace

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

void SetWriter::write(const char* kind, const std::string& relative, ByteSpan bytes) {
  const std::filesystem::path path = relative;
  if (!make_folder(path.parent_path())) return;
  const Status written = sink_.write(path, bytes);
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
                              const PalettedImage& image, const Rgb8Palette& palette) {
  write_encoded(kind, relative, sink_.png(image, palette));
}

void SetWriter::write_rgba(const char* kind, const std::string& relative, const RgbaImage& image) {
  write_encoded(kind, relative, sink_.png(image));
}

void SetWriter::write_wav_u8(const char* kind, const std::string& relative, ByteSpan samples,
                             std::uint32_t rate) {
  write(kind, relative, sink_.wav_u8(samples, rate));
}

void SetWriter::write_wav_s16(const char* kind, const std::string& relative, const Pcm16& pcm) {
  write(kind, relative, sink_.wav_s16(pcm.samples, pcm.rate));
}

void SetWriter::write_encoded(const char* kind, const std::string& relative,
                              const Result<Bytes>& png) {
  if (!png.ok()) {
    errors_.push_back(FamilyError{"output", "", in_lump(png.error(), relative)});
    return;
  }
  write(kind, relative, *png);
}

bool SetWriter::make_folder(const std::filesystem::path& folder) {
  if (made_.count(folder) != 0) return true;
  if (failed_.count(folder) != 0) return false;
  const Status made = sink_.make_folder(folder);
  if (!made.ok()) {
    failed_.insert(folder);
    errors_.push_back(FamilyError{"output", "", made.error()});
    return false;
  }
  made_.insert(folder);
  return true;
}

}  // namespace wolfsuite
