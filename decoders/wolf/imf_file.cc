#include "decoders/wolf/imf_file.h"

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

#include <string>

namespace wolfsuite {
namespace {

Bytes copy_of(ByteSpan bytes) { return Bytes(bytes.begin(), bytes.end()); }
std::string bytes_text(std::size_t count) { return std::to_string(count) + " bytes"; }

}  // namespace

ImfType imf_file_type(ByteSpan file) {
  if (file.size() < 2) return ImfType::kType0;
  const std::size_t size = file[0] | file[1] << 8;
  const bool type1 = size != 0 && size % kImfCommandBytes == 0 && size <= file.size() - 2;
  return type1 ? ImfType::kType1 : ImfType::kType0;
}

Result<ImfFile> decode_imf_file(ByteSpan file, Findings& findings) {
  if (file.empty()) return malformed("E-IMF-EMPTY", 0, "an empty file holds no IMF command");
  if (file.size() > kMaxImfFileBytes) {
    return over_limit("E-IMF-LIMIT", 0,
                          bytes_text(file.size()) + " is more than the " +
                              bytes_text(kMaxImfFileBytes) + " an IMF file may have here");
  }
  ImfFile imf;
  imf.type = imf_file_type(file);
  if (imf.type == ImfType::kType1) {
    Result<std::optional<Music>> music = decode_music_lump(file, findings);
    if (!music.ok()) return music.error();
    if (music->has_value()) imf.music = **music;  // the file is not empty, so it has a value
    return imf;
  }
  ByteReader reader(file, "E-IMF-EMPTY", 0);
  imf.music.commands.resize(file.size() / kImfCommandBytes);
  for (ImfCommand& command : imf.music.commands) {
    WS_ASSIGN_OR_RETURN(command.opl_register, reader.u8());
    WS_ASSIGN_OR_RETURN(command.value, reader.u8());
    WS_ASSIGN_OR_RETURN(command.delay, reader.u16());
  }
  if (reader.remaining() != 0) {
    findings.add("W-IMF-PARTIAL", file.size() - reader.remaining(),
                 bytes_text(reader.remaining()) + " after the last whole command");
  }
  imf.music.partial_command = copy_of(reader.rest());
  return imf;
}

Result<Bytes> encode_imf_file(const ImfFile& file) {
  if (file.type == ImfType::kType1) return encode_music_lump(file.music);
  if (file.music.partial_command.size() >= kImfCommandBytes) {
    return malformed("E-AUDIO-IMF-PARTIAL", 0,
                     "partial command of " + bytes_text(file.music.partial_command.size()));
  }
  return imf_command_bytes(file.music);
}

}  // namespace wolfsuite
