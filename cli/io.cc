#include "cli/io.h"

#include <istream>
#include <ostream>

namespace wolfsuite::cli {
namespace {

bool is_standard_stream(const std::string& path) { return path == kStandardStream; }

Result<Bytes> read_stream(std::istream& in, std::size_t max_bytes) {
  Bytes data;
  // Block reads: stdin may be a pipe, so its size is only known at the end.
  constexpr std::size_t kBlockBytes = 64u << 10;
  while (in) {
    const std::size_t old_size = data.size();
    data.resize(old_size + kBlockBytes);
    in.read(reinterpret_cast<char*>(data.data() + old_size),
            static_cast<std::streamsize>(kBlockBytes));
    data.resize(old_size + static_cast<std::size_t>(in.gcount()));
    if (data.size() > max_bytes) {
      return over_limit(
          "E-IO-TOO-LARGE", kNoOffset,
          "standard input is over the cap of " + std::to_string(max_bytes) + " bytes");
    }
  }
  if (in.bad()) return unplaced("E-IO-READ", "standard input: read failed");
  return data;
}

}  // namespace

Result<Bytes> read_input(const std::string& path, std::istream& in, std::size_t max_bytes) {
  if (is_standard_stream(path)) return read_stream(in, max_bytes);
  return read_file(path, max_bytes);
}

Status write_output(const std::string& path, ByteSpan data, std::ostream& out) {
  if (!is_standard_stream(path)) return write_output_file(path, data);
  out.write(reinterpret_cast<const char*>(data.data()), static_cast<std::streamsize>(data.size()));
  out.flush();
  if (!out) return unplaced("E-IO-WRITE", "standard output: write failed");
  return {};
}

Status write_binary_output(const std::string& path, ByteSpan data, Streams& streams) {
  if (!path.empty()) return write_output(path, data, streams.out);
  if (streams.out_is_terminal) {
    return unplaced("E-IO-TERMINAL", "standard output is a terminal: " +
                                         std::to_string(data.size()) +
                                         " bytes of binary output not written there (give an "
                                         "output file, or - to write to standard output anyway)");
  }
  return write_output(std::string(kStandardStream), data, streams.out);
}

int report_error(const Error& error, std::ostream& err) {
  err << "wolfsuite: " << error.to_string() << '\n';
  return kExitDataError;
}

int run_transform(const std::string& input, const std::string& output, Streams& streams,
                  const std::function<Result<Bytes>(ByteSpan)>& transform) {
  Result<Bytes> in = read_input(input, streams.in);
  if (!in.ok()) return report_error(in.error(), streams.err);
  Result<Bytes> out = transform(*in);
  if (!out.ok()) return report_error(out.error(), streams.err);
  const Status written = write_binary_output(output, *out, streams);
  if (!written.ok()) return report_error(written.error(), streams.err);
  return kExitOk;
}

}  // namespace wolfsuite::cli
