#include "decoders/quake/pak.h"

#include <algorithm>
#include <map>
#include <utility>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

constexpr std::string_view kTruncated = "E-QUAKE-PAK-TRUNCATED";
constexpr std::string_view kEncode = "E-QUAKE-PAK-ENCODE";
constexpr std::size_t kMaxInt32 = 0x7FFFFFFF;

struct DirectoryEntry {
  std::int32_t filepos = 0;
  std::int32_t filelen = 0;
};

void check_names(const Pak& pak, std::size_t directory_offset, Findings& findings) {
  std::map<std::string, std::size_t> first_with_name;
  for (std::size_t i = 0; i < pak.entries.size(); ++i) {
    const auto& field = pak.entries[i].name_field;
    const std::size_t at = directory_offset + i * kPakEntryBytes;
    const std::string label = "entry " + std::to_string(i);
    const auto nul = std::find(field.begin(), field.end(), std::uint8_t{0});
    if (nul == field.end()) {
      findings.add("W-QUAKE-PAK-NAME-UNTERMINATED", at, label + ": the name has no NUL");
    } else if (std::any_of(nul, field.end(), [](std::uint8_t b) { return b != 0; })) {
      findings.add("W-QUAKE-PAK-NAME-PADDING", at, label + ": bytes after the name's NUL");
    }
    if (nul == field.begin()) {
      findings.add("W-QUAKE-PAK-EMPTY-NAME", at, label + " has an empty name");
      continue;
    }
    const auto [earlier, inserted] = first_with_name.emplace(pak_entry_name(pak.entries[i]), i);
    if (!inserted) {
      findings.add(
          "W-QUAKE-PAK-DUPLICATE-NAME", at,
          label + ": " + earlier->first + " is also entry " + std::to_string(earlier->second));
    }
  }
}

Bytes directory_bytes(const Pak& pak, const std::vector<std::size_t>& offsets) {
  ByteWriter writer;
  for (std::size_t i = 0; i < pak.entries.size(); ++i) {
    writer.bytes(pak.entries[i].name_field);
    writer.u32(static_cast<std::uint32_t>(offsets[i]));
    writer.u32(static_cast<std::uint32_t>(pak.entries[i].data.size()));
  }
  return writer.take();
}

Bytes header_bytes(std::size_t directory_offset, std::size_t directory_size) {
  ByteWriter writer;
  for (const char c : kPakMagic) writer.u8(static_cast<std::uint8_t>(c));
  writer.u32(static_cast<std::uint32_t>(directory_offset));
  writer.u32(static_cast<std::uint32_t>(directory_size));
  return writer.take();
}

// The stored layout, or nullopt when the entries no longer fit it.
std::optional<Bytes> encode_with_layout(const Pak& pak, const PakLayout& layout) {
  if (layout.entry_offsets.size() != pak.entries.size() || layout.file_size > kMaxInt32) {
    return std::nullopt;
  }
  const Bytes directory = directory_bytes(pak, layout.entry_offsets);
  Canvas canvas(layout.file_size);
  bool fits = canvas.place(0, header_bytes(layout.directory_offset, directory.size())) &&
              canvas.place(layout.directory_offset, directory);
  for (std::size_t i = 0; fits && i < pak.entries.size(); ++i) {
    fits = canvas.place(layout.entry_offsets[i], pak.entries[i].data);
  }
  for (const PlacedBytes& piece : layout.leftover) {
    fits = fits && canvas.place(piece.offset, piece.bytes);
  }
  if (!fits) return std::nullopt;
  return canvas.take();
}

}  // namespace

std::string pak_entry_name(const PakEntry& entry) {
  const auto& field = entry.name_field;
  return std::string(field.begin(), std::find(field.begin(), field.end(), std::uint8_t{0}));
}

Result<PakEntry> make_pak_entry(std::string_view name, Bytes data) {
  if (name.size() >= kPakNameBytes || name.find('\0') != std::string_view::npos) {
    return malformed(kEncode, 0,
                     "name \"" + std::string(name) + "\" does not fit the 56-byte name field");
  }
  PakEntry entry;
  std::copy(name.begin(), name.end(), entry.name_field.begin());
  entry.data = std::move(data);
  return entry;
}

Result<Pak> decode_pak(ByteSpan in, Findings& findings) {
  ByteReader reader(in, kTruncated);
  WS_ASSIGN_OR_RETURN(const ByteSpan magic, reader.bytes(kPakMagic.size()));
  if (!std::equal(magic.begin(), magic.end(), kPakMagic.begin())) {
    return malformed("E-QUAKE-PAK-MAGIC", 0, "the file does not start with \"PACK\"");
  }
  WS_ASSIGN_OR_RETURN(const std::int32_t dirofs, reader.i32());
  WS_ASSIGN_OR_RETURN(const std::int32_t dirlen, reader.i32());
  const auto directory_error = [&] {
    return malformed("E-QUAKE-PAK-DIRECTORY", 4,
                     "directory at " + std::to_string(dirofs) + ", " + std::to_string(dirlen) +
                         " bytes, in a file of " + std::to_string(in.size()) +
                         " bytes (it must lie inside it after the header and hold whole "
                         "64-byte entries)");
  };
  if (dirofs < 0 || dirlen < 0 || dirlen % kPakEntryBytes != 0) return directory_error();
  // The engine refuses an oversized directory before reading it, so the count is checked first.
  const std::size_t count = static_cast<std::size_t>(dirlen) / kPakEntryBytes;
  if (count > kMaxPakEntries) {
    return over_limit(
        "E-QUAKE-PAK-ENTRY-LIMIT", 8,
        std::to_string(count) + " entries; at most " + std::to_string(kMaxPakEntries));
  }
  if (static_cast<std::size_t>(dirofs) > in.size() ||
      static_cast<std::size_t>(dirlen) > in.size() - static_cast<std::size_t>(dirofs) ||
      (dirlen > 0 && static_cast<std::size_t>(dirofs) < kPakHeaderBytes)) {
    return directory_error();
  }
  const std::size_t directory_offset = static_cast<std::size_t>(dirofs);
  WS_ASSIGN_OR_RETURN(ByteReader directory, reader.sub(directory_offset, count * kPakEntryBytes));
  Pak pak;
  pak.entries.resize(count);
  PakLayout layout;
  layout.directory_offset = directory_offset;
  layout.file_size = in.size();
  std::vector<ByteRange> ranges = {{0, kPakHeaderBytes},
                                   {directory_offset, directory_offset + count * kPakEntryBytes}};
  for (std::size_t i = 0; i < count; ++i) {
    const std::size_t at = directory.file_offset();
    WS_ASSIGN_OR_RETURN(const ByteSpan name, directory.bytes(kPakNameBytes));
    std::copy(name.begin(), name.end(), pak.entries[i].name_field.begin());
    DirectoryEntry entry;
    WS_ASSIGN_OR_RETURN(entry.filepos, directory.i32());
    WS_ASSIGN_OR_RETURN(entry.filelen, directory.i32());
    if (entry.filepos < 0 || entry.filelen < 0 ||
        static_cast<std::size_t>(entry.filepos) > in.size() ||
        static_cast<std::size_t>(entry.filelen) >
            in.size() - static_cast<std::size_t>(entry.filepos)) {
      return malformed("E-QUAKE-PAK-ENTRY-RANGE", at + kPakNameBytes,
                       "entry " + std::to_string(i) + " (" + pak_entry_name(pak.entries[i]) +
                           ") at " + std::to_string(entry.filepos) + ", " +
                           std::to_string(entry.filelen) + " bytes, is not inside the file");
    }
    const std::size_t begin = static_cast<std::size_t>(entry.filepos);
    const std::size_t end = begin + static_cast<std::size_t>(entry.filelen);
    pak.entries[i].data.assign(in.begin() + static_cast<std::ptrdiff_t>(begin),
                               in.begin() + static_cast<std::ptrdiff_t>(end));
    layout.entry_offsets.push_back(begin);
    ranges.push_back({begin, end});
  }
  if (const auto overlap = find_overlap(ranges)) {
    // Ranges 0 and 1 are the header and the directory, which cannot overlap each other: the
    // directory check above keeps a non-empty directory after the header.
    const std::size_t entry = overlap->second - 2;
    return malformed("E-QUAKE-PAK-OVERLAP", directory_offset + entry * kPakEntryBytes,
                     "entry " + std::to_string(entry) + " overlaps " +
                         (overlap->first == 0   ? std::string("the header")
                          : overlap->first == 1 ? std::string("the directory")
                                                : "entry " + std::to_string(overlap->first - 2)));
  }
  check_names(pak, directory_offset, findings);
  layout.leftover = uncovered_bytes(in, ranges);
  pak.layout = std::move(layout);
  return pak;
}

Result<Bytes> encode_pak(const Pak& pak) {
  if (pak.entries.size() > kMaxPakEntries) {
    return over_limit(
        kEncode, 8,
        std::to_string(pak.entries.size()) + " entries; at most " + std::to_string(kMaxPakEntries));
  }
  if (pak.layout) {
    if (auto bytes = encode_with_layout(pak, *pak.layout)) return std::move(*bytes);
  }
  std::size_t data_end = kPakHeaderBytes;
  std::vector<std::size_t> offsets;
  for (const PakEntry& entry : pak.entries) {
    offsets.push_back(data_end);
    data_end += entry.data.size();
    if (data_end + pak.entries.size() * kPakEntryBytes > kMaxInt32) {
      return malformed(kEncode, 0, "the entries add up to 2 GiB or more");
    }
  }
  const std::size_t directory_offset = data_end;
  const std::size_t total = data_end + pak.entries.size() * kPakEntryBytes;
  const Bytes directory = directory_bytes(pak, offsets);
  ByteWriter writer;
  writer.reserve(total);
  writer.bytes(header_bytes(directory_offset, directory.size()));
  for (const PakEntry& entry : pak.entries) writer.bytes(entry.data);
  writer.bytes(directory);
  return writer.take();
}

ProbeVerdict probe_pak(ByteSpan file) {
  if (file.size() < kPakMagic.size() ||
      !std::equal(kPakMagic.begin(), kPakMagic.end(), file.begin())) {
    return ProbeVerdict::kNo;
  }
  if (file.size() < kPakHeaderBytes) return ProbeVerdict::kLikely;
  const std::uint32_t dirofs = load_u32le(file, 4);
  const std::uint32_t dirlen = load_u32le(file, 8);
  const bool directory_fits = dirofs <= file.size() && dirlen <= file.size() - dirofs &&
                              dirlen % kPakEntryBytes == 0 &&
                              dirlen / kPakEntryBytes <= kMaxPakEntries;
  return directory_fits ? ProbeVerdict::kCertain : ProbeVerdict::kLikely;
}

}  // namespace wolfsuite
