#pragma once
// The command's one contact with files and the standard streams (STYLE.md: only cli/ touches the
// file system). IN and OUT are paths, or "-" for stdin / stdout. Inputs are read whole and capped;
// outputs are produced in full before anything is written, and files go through
// write_file_atomic, so a failing command never leaves a partial or empty output file.
#include <cstddef>
#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>

#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "decoders/core/file_io.h"

namespace wolfsuite::cli {

// Exit codes of every subcommand.
inline constexpr int kExitOk = 0;
inline constexpr int kExitDataError = 1;  // the input was rejected, or a file could not be read
inline constexpr int kExitUsage = 2;      // the command line itself was wrong

// The IN / OUT name that stands for stdin / stdout.
inline constexpr std::string_view kStandardStream = "-";

// The standard streams a subcommand talks to: std::cin/cout/cerr from main(), string streams in
// tests. `err_is_terminal` switches on progress lines (main() asks isatty).
struct Streams {
  std::istream& in;
  std::ostream& out;
  std::ostream& err;
  bool err_is_terminal = false;
};

enum class CodecDirection { kExpand, kCompress };

// The whole of `path`, or of `in` when `path` is "-". E-IO-READ when it cannot be read,
// E-IO-TOO-LARGE above `max_bytes`.
Result<Bytes> read_input(const std::string& path, std::istream& in,
                         std::size_t max_bytes = kMaxInputFileBytes);
// `data` to `path` atomically, or to `out` when `path` is "-". E-IO-WRITE when that fails.
Status write_output(const std::string& path, ByteSpan data, std::ostream& out);

// Prints "wolfsuite: E-ID at byte N: message" and returns kExitDataError.
int report_error(const Error& error, std::ostream& err);

// The shape of every codec subcommand: read IN, transform, write OUT; errors reported with their
// catalogue ID. OUT is written only when the transform succeeded.
int run_transform(const std::string& input, const std::string& output, Streams& streams,
                  const std::function<Result<Bytes>(ByteSpan)>& transform);

}  // namespace wolfsuite::cli
