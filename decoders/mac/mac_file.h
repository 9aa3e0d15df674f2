#pragma once
// The two ways a Macintosh file's resource fork travels on other systems: MacBinary (one file
// holding both forks after a 128-byte header) and AppleDouble (the resource fork in a "._" file
// beside the data fork). All fields are big-endian. decode_mac_resource_file takes either, or a
// raw fork, and returns the resource fork's resources (resource_fork.h).
//
// MacBinary II header (MacBinary II standard, 1987; forks follow at 128, each padded with zeros
// to a multiple of 128)
//   offset  size  field            note
//   0       1     old version      must be 0
//   1       1     name length      1..63
//   2       63    name
//   65      4     file type
//   69      4     creator
//   73      1     finder flags     high byte
//   74      1     zero             must be 0
//   75      6     position, folder not kept; the encoder writes 0
//   81      1     protected        not kept
//   82      1     zero             must be 0
//   83      4     data length      data fork bytes
//   87      4     resource length  resource fork bytes
//   91      4     created          seconds since 1904
//   95      4     modified
//   99      2     comment length   not kept
//   101     1     finder flags     low byte, not kept
//   102     20    MacBinary III signature and reserved fields, not kept
//   122     1     writer version   129 for MacBinary II
//   123     1     reader version   129: the minimum a reader needs
//   124     2     crc              CRC-CCITT (XMODEM) of bytes 0..123, for version >= 129
//   126     2     reserved
//
// AppleDouble header (AppleSingle/AppleDouble Formats, Apple, 1990)
//   offset  size  field            note
//   0       4     magic            0x00051607
//   4       4     version          0x00020000 (version 2) or 0x00010000
//   8       16    filler           zeros (version 1: home file system name)
//   24      2     entries          count
//   26      12*n  entry            id (4), offset from the file's start (4), length (4);
//                                  id 2 is the resource fork, 1 the data fork
//
// Catalogue of the IDs this file reports (offsets are file offsets)
//   id                             kind     meaning
//   E-MAC-MACBINARY-TRUNCATED      error    the file ends inside the header or the forks
//   E-MAC-MACBINARY-HEADER         error    byte 0, 74 or 82 not zero, or a name length outside
//                                           1..63
//   W-MAC-MACBINARY-CRC            finding  a MacBinary II header whose CRC does not match;
//                                           the forks are read anyway (MacBinary I readers
//                                           never check it)
//   E-MAC-APPLEDOUBLE-TRUNCATED    error    the file ends inside the header or the entry table
//   E-MAC-APPLEDOUBLE-MAGIC        error    the magic number is not 0x00051607
//   E-MAC-APPLEDOUBLE-ENTRY        error    an entry's bytes reach past the end of the file
//   E-MAC-APPLEDOUBLE-SIZE-LIMIT   limit    entries sharing bytes would together copy more bytes
//                                           than the file holds
//   E-MAC-APPLEDOUBLE-NO-FORK      error    decode_mac_resource_file: no entry 2
//   W-MAC-APPLEDOUBLE-VERSION      finding  a version other than 1 or 2; the entries are read
//   E-MAC-MACBINARY-ENCODE         error    encode: a name of 0 or more than 63 characters, or a
//                                           type or creator not 4 characters
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/findings.h"
#include "decoders/core/probe.h"
#include "decoders/mac/resource_fork.h"

namespace wolfsuite {

inline constexpr std::size_t kMacBinaryHeaderBytes = 128;
inline constexpr std::uint32_t kAppleDoubleMagic = 0x00051607;
inline constexpr std::uint32_t kAppleDoubleVersion2 = 0x00020000;
inline constexpr std::uint32_t kAppleDoubleResourceFork = 2;
inline constexpr std::size_t kAppleDoubleHeaderBytes = 26;
inline constexpr std::size_t kAppleDoubleEntryBytes = 12;

struct MacBinaryFile {
  std::string name;
  std::string file_type = "????";
  std::string creator = "????";
  std::uint8_t finder_flags = 0;
  std::uint32_t created = 0;
  std::uint32_t modified = 0;
  Bytes data_fork;
  Bytes resource_fork;
  friend bool operator==(const MacBinaryFile&, const MacBinaryFile&) = default;
};

Result<MacBinaryFile> decode_macbinary(ByteSpan file, Findings& findings);
// MacBinary II: versions 129/129 and the header CRC.
Result<Bytes> encode_macbinary(const MacBinaryFile& file);
// CRC-CCITT as MacBinary II uses it: polynomial 0x1021, initial value 0, no reflection.
std::uint16_t macbinary_crc(ByteSpan bytes);

struct AppleDoubleEntry {
  std::uint32_t id = 0;
  Bytes data;
  friend bool operator==(const AppleDoubleEntry&, const AppleDoubleEntry&) = default;
};

struct AppleDoubleFile {
  std::uint32_t version = kAppleDoubleVersion2;
  std::vector<AppleDoubleEntry> entries;
  friend bool operator==(const AppleDoubleFile&, const AppleDoubleFile&) = default;
};

Result<AppleDoubleFile> decode_apple_double(ByteSpan file, Findings& findings);
// Entries' bytes follow the entry table in the model's order.
Bytes encode_apple_double(const AppleDoubleFile& file);

enum class MacContainer : std::uint8_t { kRawFork, kMacBinary, kAppleDouble };

// By content: the AppleDouble magic, else a MacBinary header whose fixed zero bytes, name length
// and fork lengths agree with the file, else a raw fork.
MacContainer detect_mac_container(ByteSpan file);

// The resource fork of a raw fork, MacBinary or AppleDouble file, decoded: the container as
// detect_mac_container says, or as the caller says. Errors inside a wrapped fork name offsets
// into the fork.
Result<ResourceFork> decode_mac_resource_file(ByteSpan file, Findings& findings);
Result<ResourceFork> decode_mac_resource_file_as(ByteSpan file, MacContainer container,
                                                 Findings& findings);

// kCertain for the AppleDouble magic with its entry table inside the file, or a MacBinary II
// header with a matching CRC; kLikely for a consistent MacBinary I header or raw fork header;
// kNo otherwise.
ProbeVerdict probe_mac_resource_file(ByteSpan file);

}  // namespace wolfsuite
