// Runs an adapter command through the protocol on a few synthetic vectors: the ctest of the
// example adapters of docs/ADAPTERS.md (docs/examples/adapter.py and adapter.c), which implement
// rlew-expand and carmack-expand and answer "unsupported" to the rest. It exports the synthetic
// set's vectors, writes the inputs it uses into SCRATCH/vectors/, and for each vector writes the
// request, runs `cd SCRATCH/<n> && ADAPTER < request.json > response.json` through the shell, and
// checks the response and the output file. Exit 0 when every vector passed, 1 otherwise, 2 on
// usage errors.
//
//   example_adapter_check 'python3 docs/examples/adapter.py' SCRATCH
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "decoders/core/file_io.h"
#include "decoders/core/sha256.h"
#include "decoders/wolf/synthetic_set.h"
#include "gate/adapter_messages.h"
#include "gate/vectors_export.h"

namespace {

namespace fs = std::filesystem;
using namespace wolfsuite;
using namespace wolfsuite::gate;

// Per capability, how many vectors to run and what the example answers.
struct Pick {
  std::string_view capability;
  std::size_t count;
  ResponseStatus answer;
};
constexpr Pick kPicks[] = {{"carmack-expand", 2, ResponseStatus::kOk},
                           {"rlew-expand", 2, ResponseStatus::kOk},
                           {"huffman-expand", 1, ResponseStatus::kUnsupported}};

std::string text_of(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

bool write_bytes(const fs::path& path, ByteSpan bytes) {
  fs::create_directories(path.parent_path());
  return write_file_atomic(path, bytes).ok();
}

// Empty when the adapter's answer to `vector` is `answer` (and, when ok, the expected output).
std::string check_vector(const std::string& adapter, const fs::path& scratch, std::size_t run,
                         const Vector& vector, ResponseStatus answer) {
  const fs::path folder = scratch / ("run" + std::to_string(run));
  fs::create_directories(folder);
  const fs::path output = folder / "output.bin";
  const std::string request = write_request(make_request(vector, scratch / "vectors", output));
  if (!write_bytes(
          folder / "request.json",
          ByteSpan(reinterpret_cast<const std::uint8_t*>(request.data()), request.size()))) {
    return "cannot write the request";
  }
  const std::string command =
      "cd '" + folder.string() + "' && " + adapter + " < request.json > response.json";
  if (std::system(command.c_str()) != 0) return "the adapter exited with a failure";
  const Result<Response> response = parse_response(text_of(folder / "response.json"));
  if (!response) return "bad response: " + response.error().to_string();
  if (response->status != answer) return "answered with another status: " + response->message;
  if (answer != ResponseStatus::kOk) return {};
  const Result<Bytes> written = read_file(output);
  if (!written) return "no output file";
  if (written->size() != vector.expected.size || sha256_hex(*written) != vector.expected.sha256) {
    return "wrong output";
  }
  return {};
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: example_adapter_check 'ADAPTER COMMAND' SCRATCH\n";
    return 2;
  }
  const std::string adapter = argv[1];
  const fs::path scratch = fs::absolute(argv[2]);
  fs::remove_all(scratch);
  Result<WolfSetFiles> files = synthetic_set_files();
  if (!files) {
    std::cerr << files.error().to_string() << '\n';
    return 1;
  }
  const VectorsExport exported =
      export_vectors({{std::string(kSyntheticSetName), *files, {}}}, {}, FramePngEncoder{});
  int failures = 0;
  std::size_t run = 0;
  for (const Pick& pick : kPicks) {
    std::size_t done = 0;
    for (const Vector& vector : exported.tree.vectors()) {
      if (vector.capability != pick.capability || done == pick.count) continue;
      for (const auto& [role, path] : vector.inputs) {
        write_bytes(scratch / "vectors" / path, exported.tree.files().at(path));
      }
      const std::string problem = check_vector(adapter, scratch, run++, vector, pick.answer);
      std::cout << vector.id << ": " << (problem.empty() ? "pass" : "FAIL: " + problem) << '\n';
      failures += problem.empty() ? 0 : 1;
      ++done;
    }
    if (done == 0) {
      std::cout << pick.capability << ": FAIL: no vector exported\n";
      ++failures;
    }
  }
  return failures == 0 ? 0 : 1;
}
