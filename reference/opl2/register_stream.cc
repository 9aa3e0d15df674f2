#include "reference/opl2/register_stream.h"

#include <charconv>
#include <cstdio>

#include "decoders/core/bytes.h"
#include "decoders/core/sha256.h"

namespace wolfsuite::opl2 {
namespace {

// Splits off the next line (without its newline); `offset` moves past it.
std::string_view next_line(std::string_view text, std::size_t& offset) {
  const std::size_t end = std::min(text.find('\n', offset), text.size());
  const std::string_view line = text.substr(offset, end - offset);
  offset = end + 1;
  return line;
}

// Reads one number in `base` followed by `separator` (or the end when separator is '\0').
bool read_number(std::string_view& text, int base, char separator, std::uint64_t& out) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out, base);
  if (ec != std::errc{} || end == text.data()) return false;
  text.remove_prefix(static_cast<std::size_t>(end - text.data()));
  if (separator == '\0') return text.empty();
  if (text.empty() || text.front() != separator) return false;
  text.remove_prefix(1);
  return true;
}

bool consume(std::string_view& text, std::string_view prefix) {
  if (!text.starts_with(prefix)) return false;
  text.remove_prefix(prefix.size());
  return true;
}

}  // namespace

Result<ParsedRegisterStream> parse_register_stream(std::string_view text) {
  std::size_t offset = 0;
  std::string_view header = next_line(text, offset);
  ParsedRegisterStream parsed;
  std::uint64_t count = 0;
  std::uint64_t length = 0;
  bool header_ok = consume(header, "# ");
  const std::size_t colon = header.find(": ");
  header_ok = header_ok && colon != std::string_view::npos;
  if (header_ok) {
    parsed.title = std::string(header.substr(0, colon));
    header.remove_prefix(colon + 2);
    header_ok = read_number(header, 10, ' ', count) && consume(header, "writes, ") &&
                read_number(header, 10, ' ', length) &&
                consume(header, "samples, stream sha256 ") && header.size() == 64;
  }
  if (!header_ok) return malformed("E-OPL-STREAM-HEADER", 0, "not a register stream header");
  if (count > kMaxStreamWrites || length > kMaxStreamSamples) {
    return over_limit("E-OPL-STREAM-LIMIT", 0, "stream longer than the limits");
  }
  parsed.sha256 = std::string(header);
  parsed.stream.length = static_cast<std::uint32_t>(length);
  parsed.stream.writes.reserve(count);
  while (offset < text.size()) {
    const std::size_t line_offset = offset;
    std::string_view line = next_line(text, offset);
    if (line.empty() || line.front() == '#') continue;
    std::uint64_t sample = 0;
    std::uint64_t address = 0;
    std::uint64_t value = 0;
    const bool line_ok =
        read_number(line, 10, ' ', sample) && read_number(line, 16, ' ', address) &&
        read_number(line, 16, '\0', value) && sample <= kMaxStreamSamples && address <= 0xff &&
        value <= 0xff &&
        (parsed.stream.writes.empty() || sample >= parsed.stream.writes.back().sample);
    if (!line_ok) return malformed("E-OPL-STREAM-LINE", line_offset, "not a write line in order");
    if (parsed.stream.writes.size() == kMaxStreamWrites) {
      return over_limit("E-OPL-STREAM-LIMIT", line_offset, "more writes than the limit");
    }
    parsed.stream.writes.push_back({static_cast<std::uint32_t>(sample),
                                    static_cast<std::uint8_t>(address),
                                    static_cast<std::uint8_t>(value)});
  }
  if (parsed.stream.writes.size() != count) {
    return malformed("E-OPL-STREAM-COUNT", 0, "the header's write count differs from the lines");
  }
  return parsed;
}

std::string format_register_stream(const RegisterStream& stream, std::string_view title) {
  std::string text = "# " + std::string(title) + ": " + std::to_string(stream.writes.size()) +
                     " writes, " + std::to_string(stream.length) + " samples, stream sha256 " +
                     register_stream_sha256(stream) + "\n# pos reg val\n";
  for (const RegisterWrite& write : stream.writes) {
    char line[32];
    std::snprintf(line, sizeof line, "%u %02x %02x\n", write.sample, write.address, write.value);
    text += line;
  }
  return text;
}

std::string register_stream_sha256(const RegisterStream& stream) {
  Bytes bytes;
  bytes.reserve(stream.writes.size() * 6);
  for (const RegisterWrite& write : stream.writes) {
    for (int shift = 0; shift < 32; shift += 8) {
      bytes.push_back(static_cast<std::uint8_t>(write.sample >> shift));
    }
    bytes.push_back(write.address);
    bytes.push_back(write.value);
  }
  return sha256_hex(bytes);
}

}  // namespace wolfsuite::opl2
