#include "decoders/mac/mac_file.h"

#include <optional>
#include <string>
#include <utility>

#include "decoders/core/big_endian.h"
#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

constexpr std::string_view kMacBinaryTruncated = "E-MAC-MACBINARY-TRUNCATED";
constexpr std::string_view kAppleDoubleTruncated = "E-MAC-APPLEDOUBLE-TRUNCATED";
constexpr std::size_t kMacBinaryNameMax = 63;
constexpr std::uint8_t kMacBinaryIIVersion = 129;

// MacBinary II header fields (the 1987 MacBinary II standard); the bytes between are the
// Finder's and unused.
constexpr std::size_t kOldVersionAt = 0;  // 0
constexpr std::size_t kNameLengthAt = 1;  // 1..63, then the name
constexpr std::size_t kNameAt = 2;
constexpr std::size_t kFileTypeAt = 65;  // four-character code
constexpr std::size_t kCreatorAt = 69;
constexpr std::size_t kFinderFlagsAt = 73;
constexpr std::size_t kZeroFillAt = 74;       // 0
constexpr std::size_t kProtectedZeroAt = 82;  // 0
constexpr std::size_t kDataLengthAt = 83;     // big-endian fork lengths
constexpr std::size_t kResourceLengthAt = 87;
constexpr std::size_t kCreatedAt = 91;  // seconds since 1904
constexpr std::size_t kModifiedAt = 95;
constexpr std::size_t kWrittenByVersionAt = 122;
constexpr std::size_t kNeededVersionAt = 123;
constexpr std::size_t kCrcAt = 124;  // CRC of bytes 0..123
constexpr std::size_t kCodeBytes = 4;
// AppleDouble (RFC 1740): magic, version, 16 filler bytes, the entry count, then the entries
// (id, offset, length).
constexpr std::size_t kAppleDoubleVersionAt = 4;
constexpr std::size_t kAppleDoubleCountAt = 24;
constexpr std::size_t kEntryOffsetAt = 4;
constexpr std::size_t kEntryLengthAt = 8;

std::size_t padded_to_128(std::uint64_t length) { return (length + 127) / 128 * 128; }

// The fields a MacBinary header is recognised and decoded by.
struct MacBinaryHeader {
  std::uint8_t old_version = 0;
  std::uint8_t name_length = 0;
  std::uint8_t zero_fill = 0;
  std::uint8_t protected_zero = 0;
  std::uint8_t written_by_version = 0;
  std::uint32_t data_length = 0;
  std::uint32_t resource_length = 0;
  std::uint16_t crc = 0;
};

Result<MacBinaryHeader> read_macbinary_header(const ByteReader& file) {
  MacBinaryHeader header;
  WS_ASSIGN_OR_RETURN(header.old_version, u8_at(file, kOldVersionAt));
  WS_ASSIGN_OR_RETURN(header.name_length, u8_at(file, kNameLengthAt));
  WS_ASSIGN_OR_RETURN(header.zero_fill, u8_at(file, kZeroFillAt));
  WS_ASSIGN_OR_RETURN(header.protected_zero, u8_at(file, kProtectedZeroAt));
  WS_ASSIGN_OR_RETURN(header.written_by_version, u8_at(file, kWrittenByVersionAt));
  WS_ASSIGN_OR_RETURN(header.data_length, be32_at(file, kDataLengthAt));
  WS_ASSIGN_OR_RETURN(header.resource_length, be32_at(file, kResourceLengthAt));
  WS_ASSIGN_OR_RETURN(header.crc, be16_at(file, kCrcAt));
  return header;
}

bool zero_bytes_and_name(const MacBinaryHeader& header) {
  return header.old_version == 0 && header.zero_fill == 0 && header.protected_zero == 0 &&
         header.name_length >= 1 && header.name_length <= kMacBinaryNameMax;
}

// The padded data fork and the resource fork inside the file, in 64-bit sums.
bool forks_inside(const MacBinaryHeader& header, std::size_t file_size) {
  return kMacBinaryHeaderBytes + padded_to_128(header.data_length) + header.resource_length <=
         file_size;
}

// A MacBinary file's header, or nothing when the file is too short for one or is not MacBinary.
std::optional<MacBinaryHeader> macbinary_header(ByteSpan file) {
  const Result<MacBinaryHeader> header =
      read_macbinary_header(ByteReader(file, kMacBinaryTruncated));
  if (!header.ok() || file.size() < kMacBinaryHeaderBytes) return std::nullopt;
  return *header;
}

}  // namespace

std::uint16_t macbinary_crc(ByteSpan bytes) {
  std::uint16_t crc = 0;
  for (const std::uint8_t byte : bytes) {
    crc = static_cast<std::uint16_t>(crc ^ (byte << 8));
    for (int bit = 0; bit < 8; ++bit) {
      crc = (crc & 0x8000) ? static_cast<std::uint16_t>((crc << 1) ^ 0x1021)
                           : static_cast<std::uint16_t>(crc << 1);
    }
  }
  return crc;
}

Result<MacBinaryFile> decode_macbinary(ByteSpan file, Findings& findings) {
  if (file.size() < kMacBinaryHeaderBytes) {
    return malformed(kMacBinaryTruncated, 0,
                     "a " + std::to_string(file.size()) + "-byte file cannot hold the header");
  }
  const ByteReader reader(file, kMacBinaryTruncated);
  WS_ASSIGN_OR_RETURN(const MacBinaryHeader header, read_macbinary_header(reader));
  if (!zero_bytes_and_name(header)) {
    return malformed("E-MAC-MACBINARY-HEADER", 0,
                     "bytes 0, 74 and 82 must be 0 and the name length 1..63");
  }
  if (!forks_inside(header, file.size())) {
    return malformed(kMacBinaryTruncated, kDataLengthAt,
                     "the forks reach past the end of the file");
  }
  if (header.written_by_version >= kMacBinaryIIVersion) {
    WS_ASSIGN_OR_RETURN(ByteReader crc_covered, reader.sub(0, kCrcAt));
    WS_ASSIGN_OR_RETURN(const ByteSpan covered, crc_covered.bytes(kCrcAt));
    if (macbinary_crc(covered) != header.crc) {
      findings.add("W-MAC-MACBINARY-CRC", kCrcAt, "the MacBinary II header CRC does not match");
    }
  }
  MacBinaryFile out;
  WS_ASSIGN_OR_RETURN(out.name, text_at(reader, kNameAt, header.name_length));
  WS_ASSIGN_OR_RETURN(out.file_type, text_at(reader, kFileTypeAt, kCodeBytes));
  WS_ASSIGN_OR_RETURN(out.creator, text_at(reader, kCreatorAt, kCodeBytes));
  WS_ASSIGN_OR_RETURN(out.finder_flags, u8_at(reader, kFinderFlagsAt));
  WS_ASSIGN_OR_RETURN(out.created, be32_at(reader, kCreatedAt));
  WS_ASSIGN_OR_RETURN(out.modified, be32_at(reader, kModifiedAt));
  const std::size_t resource_at = kMacBinaryHeaderBytes + padded_to_128(header.data_length);
  WS_ASSIGN_OR_RETURN(ByteReader data, reader.sub(kMacBinaryHeaderBytes, header.data_length));
  WS_ASSIGN_OR_RETURN(ByteReader resource, reader.sub(resource_at, header.resource_length));
  WS_ASSIGN_OR_RETURN(const ByteSpan data_bytes, data.bytes(header.data_length));
  WS_ASSIGN_OR_RETURN(const ByteSpan resource_bytes, resource.bytes(header.resource_length));
  out.data_fork.assign(data_bytes.begin(), data_bytes.end());
  out.resource_fork.assign(resource_bytes.begin(), resource_bytes.end());
  return out;
}

Result<Bytes> encode_macbinary(const MacBinaryFile& file) {
  if (file.name.empty() || file.name.size() > kMacBinaryNameMax || file.file_type.size() != 4 ||
      file.creator.size() != 4) {
    return malformed("E-MAC-MACBINARY-ENCODE", kNameLengthAt,
                     "the name must be 1..63 characters, type and creator 4");
  }
  if (file.data_fork.size() > 0xFFFFFFFFu || file.resource_fork.size() > 0xFFFFFFFFu) {
    return malformed("E-MAC-MACBINARY-ENCODE", kDataLengthAt, "a fork longer than 4 GiB");
  }
  Bytes header(kMacBinaryHeaderBytes, 0);
  header[kNameLengthAt] = static_cast<std::uint8_t>(file.name.size());
  for (std::size_t i = 0; i < file.name.size(); ++i) {
    header[kNameAt + i] = static_cast<std::uint8_t>(file.name[i]);
  }
  for (std::size_t i = 0; i < 4; ++i) {
    header[kFileTypeAt + i] = static_cast<std::uint8_t>(file.file_type[i]);
    header[kCreatorAt + i] = static_cast<std::uint8_t>(file.creator[i]);
  }
  header[kFinderFlagsAt] = file.finder_flags;
  patch_be32(header, kDataLengthAt, static_cast<std::uint32_t>(file.data_fork.size()));
  patch_be32(header, kResourceLengthAt, static_cast<std::uint32_t>(file.resource_fork.size()));
  patch_be32(header, kCreatedAt, file.created);
  patch_be32(header, kModifiedAt, file.modified);
  header[kWrittenByVersionAt] = kMacBinaryIIVersion;
  header[kNeededVersionAt] = kMacBinaryIIVersion;
  patch_be16(header, kCrcAt, macbinary_crc(ByteSpan(header).first(kCrcAt)));
  ByteWriter out;
  out.bytes(header);
  out.bytes(file.data_fork);
  out.fill(padded_to_128(file.data_fork.size()) - file.data_fork.size(), 0);
  out.bytes(file.resource_fork);
  out.fill(padded_to_128(file.resource_fork.size()) - file.resource_fork.size(), 0);
  return out.take();
}

Result<AppleDoubleFile> decode_apple_double(ByteSpan file, Findings& findings) {
  if (file.size() < kAppleDoubleHeaderBytes) {
    return malformed(kAppleDoubleTruncated, 0,
                     "a " + std::to_string(file.size()) + "-byte file cannot hold the header");
  }
  const ByteReader reader(file, kAppleDoubleTruncated);
  WS_ASSIGN_OR_RETURN(const std::uint32_t magic, be32_at(reader, 0));
  if (magic != kAppleDoubleMagic) {
    return malformed("E-MAC-APPLEDOUBLE-MAGIC", 0, "the magic number is not 0x00051607");
  }
  AppleDoubleFile out;
  WS_ASSIGN_OR_RETURN(out.version, be32_at(reader, kAppleDoubleVersionAt));
  if (out.version != kAppleDoubleVersion2 && out.version != 0x00010000) {
    findings.add("W-MAC-APPLEDOUBLE-VERSION", kAppleDoubleVersionAt,
                 "version " + std::to_string(out.version) + " is neither 1 nor 2");
  }
  WS_ASSIGN_OR_RETURN(const std::size_t count, be16_at(reader, kAppleDoubleCountAt));
  if (kAppleDoubleHeaderBytes + count * kAppleDoubleEntryBytes > file.size()) {
    return malformed(kAppleDoubleTruncated, kAppleDoubleCountAt,
                     std::to_string(count) + " entries do not fit in the file");
  }
  out.entries.reserve(count);
  // Entries may share bytes; what they copy together may not exceed the file.
  std::uint64_t copied = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const std::size_t at = kAppleDoubleHeaderBytes + i * kAppleDoubleEntryBytes;
    WS_ASSIGN_OR_RETURN(const std::uint32_t id, be32_at(reader, at));
    WS_ASSIGN_OR_RETURN(const std::uint32_t offset, be32_at(reader, at + kEntryOffsetAt));
    WS_ASSIGN_OR_RETURN(const std::uint32_t length, be32_at(reader, at + kEntryLengthAt));
    if (std::uint64_t{offset} + length > file.size()) {
      return malformed("E-MAC-APPLEDOUBLE-ENTRY", at,
                       "entry " + std::to_string(i) + " reaches past the end of the file");
    }
    copied += length;
    if (copied > file.size()) {
      return over_limit("E-MAC-APPLEDOUBLE-SIZE-LIMIT", at,
                        "the entries share bytes: together they would copy more than the file");
    }
    WS_ASSIGN_OR_RETURN(ByteReader entry, reader.sub(offset, length));
    WS_ASSIGN_OR_RETURN(const ByteSpan data, entry.bytes(length));
    out.entries.push_back({id, Bytes(data.begin(), data.end())});
  }
  return out;
}

Bytes encode_apple_double(const AppleDoubleFile& file) {
  ByteWriter out;
  write_be32(out, kAppleDoubleMagic);
  write_be32(out, file.version);
  out.fill(16, 0);
  write_be16(out, static_cast<std::uint16_t>(file.entries.size()));
  std::size_t offset = kAppleDoubleHeaderBytes + file.entries.size() * kAppleDoubleEntryBytes;
  for (const AppleDoubleEntry& entry : file.entries) {
    write_be32(out, entry.id);
    write_be32(out, static_cast<std::uint32_t>(offset));
    write_be32(out, static_cast<std::uint32_t>(entry.data.size()));
    offset += entry.data.size();
  }
  for (const AppleDoubleEntry& entry : file.entries) out.bytes(entry.data);
  return out.take();
}

MacContainer detect_mac_container(ByteSpan file) {
  const Result<std::uint32_t> magic = be32_at(ByteReader(file, kAppleDoubleTruncated), 0);
  if (magic.ok() && *magic == kAppleDoubleMagic) return MacContainer::kAppleDouble;
  const std::optional<MacBinaryHeader> header = macbinary_header(file);
  if (header && zero_bytes_and_name(*header) && forks_inside(*header, file.size())) {
    return MacContainer::kMacBinary;
  }
  return MacContainer::kRawFork;
}

Result<ResourceFork> decode_mac_resource_file(ByteSpan file, Findings& findings) {
  return decode_mac_resource_file_as(file, detect_mac_container(file), findings);
}

Result<ResourceFork> decode_mac_resource_file_as(ByteSpan file, MacContainer container,
                                                 Findings& findings) {
  switch (container) {
    case MacContainer::kAppleDouble: {
      WS_ASSIGN_OR_RETURN(const AppleDoubleFile double_file, decode_apple_double(file, findings));
      for (const AppleDoubleEntry& entry : double_file.entries) {
        if (entry.id == kAppleDoubleResourceFork) {
          return decode_resource_fork(entry.data, findings);
        }
      }
      return malformed("E-MAC-APPLEDOUBLE-NO-FORK", kAppleDoubleCountAt,
                       "no entry 2 (resource fork)");
    }
    case MacContainer::kMacBinary: {
      WS_ASSIGN_OR_RETURN(const MacBinaryFile binary, decode_macbinary(file, findings));
      return decode_resource_fork(binary.resource_fork, findings);
    }
    case MacContainer::kRawFork:
      break;
  }
  return decode_resource_fork(file, findings);
}

ProbeVerdict probe_mac_resource_file(ByteSpan file) {
  switch (detect_mac_container(file)) {
    case MacContainer::kAppleDouble: {
      if (file.size() < kAppleDoubleHeaderBytes) return ProbeVerdict::kUnsure;
      const Result<std::uint16_t> count =
          be16_at(ByteReader(file, kAppleDoubleTruncated), kAppleDoubleCountAt);
      return count.ok() && kAppleDoubleHeaderBytes + *count * kAppleDoubleEntryBytes <= file.size()
                 ? ProbeVerdict::kCertain
                 : ProbeVerdict::kUnsure;
    }
    case MacContainer::kMacBinary: {
      const std::optional<MacBinaryHeader> header = macbinary_header(file);
      if (!header || header->written_by_version < kMacBinaryIIVersion) return ProbeVerdict::kLikely;
      const ByteSpan covered = file.first(kCrcAt);  // inside: a MacBinary file holds its header
      return macbinary_crc(covered) == header->crc ? ProbeVerdict::kCertain : ProbeVerdict::kLikely;
    }
    case MacContainer::kRawFork:
      break;
  }
  return probe_resource_fork(file);
}

}  // namespace wolfsuite
