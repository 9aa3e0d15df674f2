#pragma once
// The command's one contact with files and the standard streams (STYLE.md: only cli/ touches the
// file system). IN and OUT are paths, or "-" for stdin / stdout. Inputs are read whole and capped;
// outputs are produced in full before anything is written, and files go through
// write_output_file (decoders/core/file_io.h, the one output rule), so a failing command never
// leaves a partial or empty output file and never replaces what is not a regular file.
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
// tests. `err_is_terminal` switches on progress lines; `out_is_terminal` keeps binary output off a
// terminal unless asked for (main() asks isatty of both).
struct Streams {
  std::istream& in;
  std::ostream& out;
  std::ostream& err;
  bool err_is_terminal = false;
  bool out_is_terminal = false;
};

enum class CodecDirection { kExpand, kCompress };

// The whole of `path`, or of `in` when `path` is "-". E-IO-READ when it cannot be read,
// E-IO-TOO-LARGE above `max_bytes`.
Result<Bytes> read_input(const std::string& path, std::istream& in,
                         std::size_t max_bytes = kMaxInputFileBytes);
// `data` to `path` by the output rule, or to `out` when `path` is "-". E-IO-WRITE or
// E-IO-NO-FOLDER when that fails.
Status write_output(const std::string& path, ByteSpan data, std::ostream& out);
// The same for binary output (a codec's words, WAV, raw samples) whose OUT may be left out: an
// empty `path` is standard output too, but E-IO-TERMINAL when that is a terminal; "-" asks for
// standard output whatever it is.
Status write_binary_output(const std::string& path, ByteSpan data, Streams& streams);

// Prints "wolfsuite: E-ID at byte N: message" ("wolfsuite: E-ID: message" for an error that
// points at no byte) and returns kExitDataError.
int report_error(const Error& error, std::ostream& err);

// The shape of every codec subcommand: read IN, transform, write OUT; errors reported with their
// catalogue ID. OUT is written only when the transform succeeded.
int run_transform(const std::string& input, const std::string& output, Streams& streams,
                  const std::function<Result<Bytes>(ByteSpan)>& transform);

}  // namespace wolfsuite::cli
