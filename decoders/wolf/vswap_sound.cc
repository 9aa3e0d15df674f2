#include "decoders/wolf/vswap_sound.h"

#include <algorithm>
#include <span>
#include <string>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"
#include "decoders/wolf/vswap.h"

namespace wolfsuite {
namespace {

constexpr std::size_t kMaxField = 0xFFFF;  // first_chunk, length and chunk sizes are 16-bit

using ChunkList = std::span<const Bytes>;

std::size_t pages_of(std::size_t length) { return (length + kPcmChunkBytes - 1) / kPcmChunkBytes; }

Result<ByteSpan> table_chunk(const Vswap& vswap) {
  if (vswap.chunks.empty() || vswap.sound_start >= vswap.chunks.size() ||
      vswap.chunks.back().empty()) {
    return malformed("E-VSWAP-SOUND-TABLE-MISSING", 0,
                     "the last chunk is not a pcm table in the sound section");
  }
  return ByteSpan(vswap.chunks.back());
}

// Appends what the engine plays from one chunk of a present sound and returns that count.
Result<std::size_t> append_page(ByteSpan chunk, std::size_t left, std::size_t at, std::size_t index,
                                Findings& findings, Bytes& samples) {
  const std::string name = "sound chunk " + std::to_string(index);
  if (chunk.empty()) {
    return malformed("E-VSWAP-SOUND-SPARSE-CHUNK", at, name + " is sparse");
  }
  if (chunk.size() > kPcmChunkBytes) {
    return malformed("E-VSWAP-SOUND-CHUNK-SIZE", at,
                     name + " holds " + std::to_string(chunk.size()) + " bytes, over 4096");
  }
  const std::size_t played = std::min(left, kPcmChunkBytes);
  if (chunk.size() < played) {
    return malformed("E-VSWAP-SOUND-CHUNK-SHORT", at,
                     name + " holds " + std::to_string(chunk.size()) + " bytes, the engine plays " +
                         std::to_string(played));
  }
  if (chunk.size() > played) {
    findings.add("W-VSWAP-SOUND-CHUNK-TAIL", at,
                 name + ": " + std::to_string(chunk.size() - played) + " bytes are not played");
  }
  samples.insert(samples.end(), chunk.begin(), chunk.begin() + static_cast<std::ptrdiff_t>(played));
  return played;
}

// Sound `entry` from the sound chunks; `at` is the entry's offset in the table chunk.
Result<DigitisedSound> assemble(const PcmTableEntry& entry, ChunkList chunks, std::size_t at,
                                Findings& findings) {
  DigitisedSound sound;
  if (entry.length == 0) return sound;
  const std::size_t first = entry.first_chunk;
  const std::size_t pages = pages_of(entry.length);
  if (first >= chunks.size() || pages > chunks.size() - first) {
    return malformed("E-VSWAP-SOUND-RANGE", at,
                     "chunks " + std::to_string(first) + ".." + std::to_string(first + pages - 1) +
                         " of " + std::to_string(chunks.size()) + " sound chunks");
  }
  if (chunks[first].empty()) {
    findings.add("W-VSWAP-SOUND-SPARSE", at,
                 "sound at chunk " + std::to_string(first) + " is left out of the file");
    sound.sparse_length = entry.length;
    return sound;
  }
  sound.samples.reserve(entry.length);
  std::size_t left = entry.length;
  for (std::size_t page = 0; page < pages; ++page) {
    WS_ASSIGN_OR_RETURN(
        const std::size_t played,
        append_page(chunks[first + page], left, at, first + page, findings, sound.samples));
    left -= played;
  }
  return sound;
}

Status check_encodable(const DigitisedSound& sound, std::size_t index, std::size_t next_chunk) {
  const std::string name = "sound " + std::to_string(index);
  if (sound.sparse() && !sound.samples.empty()) {
    return malformed("E-VSWAP-SOUND-ENCODE", index, name + " is sparse but has samples");
  }
  if (sound.samples.size() > kMaxField) {
    return malformed("E-VSWAP-SOUND-ENCODE", index, name + " is over 65535 bytes");
  }
  if (next_chunk > kMaxField) {
    return malformed("E-VSWAP-SOUND-ENCODE", index, name + " starts past chunk 65535");
  }
  return {};
}

void append_chunks(const DigitisedSound& sound, std::vector<Bytes>& chunks) {
  if (sound.sparse()) {
    chunks.resize(chunks.size() + pages_of(sound.sparse_length));
    return;
  }
  for (std::size_t at = 0; at < sound.samples.size(); at += kPcmChunkBytes) {
    const std::size_t size = std::min(kPcmChunkBytes, sound.samples.size() - at);
    const auto begin = sound.samples.begin() + static_cast<std::ptrdiff_t>(at);
    chunks.emplace_back(begin, begin + static_cast<std::ptrdiff_t>(size));
  }
}

}  // namespace

std::vector<PcmTableEntry> decode_pcm_table(ByteSpan table_chunk, Findings& findings) {
  const std::size_t count = table_chunk.size() / kPcmTableEntryBytes;
  if (table_chunk.size() % kPcmTableEntryBytes != 0) {
    findings.add("W-VSWAP-SOUND-TABLE-TAIL", count * kPcmTableEntryBytes,
                 std::to_string(table_chunk.size() % kPcmTableEntryBytes) +
                     " bytes after the last entry are ignored");
  }
  // `count` whole entries are present, so every load is in bounds.
  std::vector<PcmTableEntry> entries(count);
  for (std::size_t k = 0; k < count; ++k) {
    entries[k].first_chunk = load_u16le(table_chunk, k * kPcmTableEntryBytes);
    entries[k].length = load_u16le(table_chunk, k * kPcmTableEntryBytes + 2);
  }
  return entries;
}

Bytes encode_pcm_table(const std::vector<PcmTableEntry>& entries) {
  ByteWriter writer;
  for (const PcmTableEntry& entry : entries) {
    writer.u16(entry.first_chunk);
    writer.u16(entry.length);
  }
  return writer.take();
}

Result<std::vector<DigitisedSound>> decode_sounds(const Vswap& vswap, Findings& findings) {
  WS_ASSIGN_OR_RETURN(const ByteSpan table, table_chunk(vswap));
  const std::vector<PcmTableEntry> entries = decode_pcm_table(table, findings);
  const ChunkList chunks =
      ChunkList(vswap.chunks)
          .subspan(vswap.sound_start, vswap.chunks.size() - 1 - vswap.sound_start);
  std::vector<DigitisedSound> sounds;
  sounds.reserve(entries.size());
  std::size_t total = 0;
  for (std::size_t k = 0; k < entries.size(); ++k) {
    const std::size_t at = k * kPcmTableEntryBytes;
    total += entries[k].length;
    if (total > kMaxPcmSoundBytes) {
      return over_limit("E-VSWAP-SOUND-TOTAL", at,
                        "the table's lengths add up to more than " +
                            std::to_string(kMaxPcmSoundBytes) + " bytes");
    }
    WS_ASSIGN_OR_RETURN(DigitisedSound sound, assemble(entries[k], chunks, at, findings));
    sounds.push_back(std::move(sound));
  }
  return sounds;
}

Result<SoundChunks> encode_sounds(const std::vector<DigitisedSound>& sounds) {
  if (sounds.empty() || sounds.size() * kPcmTableEntryBytes > kMaxField) {
    return malformed("E-VSWAP-SOUND-ENCODE", 0,
                     std::to_string(sounds.size()) + " sounds do not fit a table chunk");
  }
  SoundChunks out;
  std::vector<PcmTableEntry> entries;
  entries.reserve(sounds.size());
  for (std::size_t k = 0; k < sounds.size(); ++k) {
    const DigitisedSound& sound = sounds[k];
    WS_RETURN_IF_ERROR(check_encodable(sound, k, out.chunks.size()));
    const std::size_t length = sound.sparse() ? sound.sparse_length : sound.samples.size();
    entries.push_back(PcmTableEntry{static_cast<std::uint16_t>(out.chunks.size()),
                                    static_cast<std::uint16_t>(length)});
    append_chunks(sound, out.chunks);
  }
  out.pcm_table = encode_pcm_table(entries);
  return out;
}

}  // namespace wolfsuite
