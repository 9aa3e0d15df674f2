// Crafts the seed corpora of gate_messages_fuzzer and gate_expectations_fuzzer,
// corpus/gate_messages_fuzzer/ and corpus/gate_expectations_fuzzer/ (STYLE.md "Tests, fuzzers,
// benchmarks"), the same bytes on every run: a manifest, a request and a response of each status,
// and expectation files, as the gate's own writers write them (y_), and from those, by one change
// of the text each, documents the parsers must refuse (n_). The messages target reads every input
// as all three documents; a file's verdict and ID are what corpus/gate_corpus_verdicts.h makes of
// that (the manifest parser's error when none reads it), and an n_ file's catalogue_ids are the
// errors the request and response parsers give it, so the request's and response's IDs have files
// too. The expectations target reads its inputs as an expectation file alone.
//
//   craft_gate_corpus [--prune] OUT_DIR
//
// Regenerate the committed corpus with `cmake --build <build> --target regenerate_gate_corpus`;
// gate_corpus_test checks that the committed files are what this tool makes.
//
// IDs no recipe makes, and why:
//   E-GATE-*-TOO-LARGE          a manifest over 64 MiB or a message over 1 MiB is far past the
//                               target's max_len of 8192
//   E-GATE-MANIFEST-READ        read_manifest's, for a file that cannot be read: the target
//                               parses text it already has
//   E-GATE-EXPECTATIONS-READ    read_expectations's, the same way (its TOO-LARGE has a file: a
//                               reason over the string cap fits the target's max_len)
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "corpus/gate_corpus_verdicts.h"
#include "corpus/tools/recipe_book.h"
#include "gate/adapter_messages.h"
#include "gate/expectations.h"
#include "gate/manifest.h"

namespace wolfsuite {
namespace {

using corpus::decodes;
using corpus::Expect;
using corpus::rejected;

constexpr corpus::CraftingTool kCraftingTool = {"craft_gate_corpus",
                                                "corpus/tools/craft_gate_corpus.cc"};
constexpr std::string_view kTarget = "gate_messages_fuzzer";
constexpr std::string_view kExpectationsTarget = "gate_expectations_fuzzer";
constexpr std::string_view kExpectationsSection = "docs/ADAPTERS.md Expectation files";
constexpr std::string_view kManifestSection = "docs/ADAPTERS.md manifest.json";
constexpr std::string_view kMessageSection = "docs/ADAPTERS.md The adapter";
// The expected outputs' hashes: of no bytes, and of the one zero byte of a 1 x 1 frame.
constexpr std::string_view kEmptySha256 =
    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
constexpr std::string_view kZeroByteSha256 =
    "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d";

// ---- The valid documents, from the gate's writers ----------------------------------------------

gate::Manifest manifest_of(std::vector<gate::Vector> vectors) {
  gate::Manifest manifest;
  manifest.protocol = std::string(gate::kAdapterProtocol);
  manifest.generator = "wolfsuite 0.1.0";
  manifest.sets = {"synthetic", "corpus"};
  manifest.vectors = std::move(vectors);
  return manifest;
}

// One vector of each expected kind: bytes out, a frame out, a refusal.
std::vector<gate::Vector> vectors_of_each_kind() {
  gate::Vector bytes;
  bytes.id = "synthetic/carmack-expand/map00-plane0";
  bytes.capability = "carmack-expand";
  bytes.inputs = {{"data", "synthetic/carmack-expand/map00-plane0.bin"}};
  bytes.params = {{"expanded_size", std::int64_t{0}}};
  bytes.expected.sha256 = std::string(kEmptySha256);
  bytes.expected.format = gate::OutputFormat::kBytes;
  bytes.input_bytes = 2;

  gate::Vector frame;
  frame.id = "synthetic/render-view/map00-start";
  frame.capability = "render-view";
  frame.inputs = {{"maphead", "synthetic/files/MAPHEAD.WL1"},
                  {"gamemaps", "synthetic/files/GAMEMAPS.WL1"}};
  frame.params = {{"map", std::int64_t{0}}, {"set", std::string("wl1")}};
  frame.expected.output = "synthetic/render-view/map00-start.out";
  frame.expected.size = 1;
  frame.expected.sha256 = std::string(kZeroByteSha256);
  frame.expected.format = gate::OutputFormat::kIndexedFrame;
  frame.expected.width = 1;
  frame.expected.height = 1;
  frame.expected.png = "synthetic/render-view/map00-start.png";
  frame.input_bytes = 4096;

  gate::Vector refusal;
  refusal.id = "corpus/verdict/rlew_expand_fuzzer.n_cut";
  refusal.capability = "verdict";
  refusal.inputs = {{"data", "corpus/verdict/rlew_expand_fuzzer.n_cut.bin"}};
  refusal.params = {{"decoder", std::string("rlew-expand")}};
  refusal.expected.status = gate::ExpectedStatus::kRejected;
  refusal.expected.error = "E-RLEW-TRUNCATED";
  refusal.input_bytes = 7;
  return {bytes, frame, refusal};
}

gate::Request request_of_each_field() {
  gate::Request request;
  request.id = "synthetic/carmack-expand/map00-plane0";
  request.capability = "carmack-expand";
  request.inputs = {{"data", "/vectors/synthetic/carmack-expand/map00-plane0.bin"}};
  request.params = {{"expanded_size", std::int64_t{8192}}, {"set", std::string("wl1")}};
  request.output = "/scratch/synthetic/carmack-expand/map00-plane0/output";
  return request;
}

// `text` with its first `from` made `to`; a recipe whose `from` is not there is wrong and exits.
std::string replaced(std::string text, std::string_view from, std::string_view to) {
  const std::size_t at = text.find(from);
  if (at == std::string::npos) {
    std::fprintf(stderr, "craft_gate_corpus: no \"%.*s\" to change\n",
                 static_cast<int>(from.size()), from.data());
    std::exit(1);
  }
  return text.replace(at, from.size(), to);
}

// ---- The book ----------------------------------------------------------------------------------

class GateCorpus {
 public:
  void add(const std::string& stem, const std::string& text, const Expect& expect,
           std::string_view document, std::string recipe, std::string description) {
    const corpus::Input input{corpus::text_bytes(text),
                              {{"layout",
                                "fuzz/gate_messages_fuzzer.cc: the text as a manifest, "
                                "a request and a response"},
                               {"document", document}}};
    // An n_ file names what the request and response parsers refuse it with as well.
    std::vector<std::string> also;
    if (expect.verdict == 'n') also = corpus::request_and_response_errors(input.bytes);
    const std::string_view section = document == "manifest" ? kManifestSection : kMessageSection;
    book_.add(kTarget, stem, input, expect,
              corpus::Notes{std::move(recipe), std::move(description), section, std::move(also)});
  }
  // A file of gate_expectations_fuzzer, which reads its input as an expectation file alone.
  void add_expectations(const std::string& stem, const std::string& text, const Expect& expect,
                        std::string recipe, std::string description) {
    const corpus::Input input{
        corpus::text_bytes(text),
        {{"layout", "fuzz/gate_expectations_fuzzer.cc: the text as an expectation file"}}};
    book_.add(kExpectationsTarget, stem, input, expect,
              corpus::Notes{std::move(recipe), std::move(description), kExpectationsSection});
  }
  std::optional<corpus::Crafted> crafted() const { return book_.crafted(); }

 private:
  corpus::RecipeBook book_{kCraftingTool, corpus::gate_corpus_outcome};
};

void craft_valid(GateCorpus& corpus) {
  corpus.add("minimal_manifest", gate::write_manifest(manifest_of({})), decodes(), "manifest",
             "write_manifest", "a manifest of no vectors: schema, protocol, generator and sets");
  corpus.add("manifest_of_each_kind", gate::write_manifest(manifest_of(vectors_of_each_kind())),
             decodes(), "manifest", "write_manifest",
             "a manifest of three vectors: bytes out, an indexed frame with its PNG, and a "
             "refusal with its catalogue ID");
  corpus.add("request", gate::write_request(request_of_each_field()), decodes(), "request",
             "write_request", "a request with an input, an integer and a string param");
  gate::Response response;
  corpus.add("response_ok", gate::write_response(response), decodes(), "response", "write_response",
             "a response of status ok");
  response.status = gate::ResponseStatus::kRejected;
  response.error = "E-RLEW-TRUNCATED";
  response.message = "the stream ends inside a run";
  corpus.add("response_rejected", gate::write_response(response), decodes(), "response",
             "write_response", "a response of status rejected, with its error and a message");
  response = {gate::ResponseStatus::kUnsupported, "", "no such capability"};
  corpus.add("response_unsupported", gate::write_response(response), decodes(), "response",
             "write_response", "a response of status unsupported, with a message");
}

// A manifest the parsers refuse: one change to the manifest of each kind.
void craft_broken_manifests(GateCorpus& corpus) {
  const std::string valid = gate::write_manifest(manifest_of(vectors_of_each_kind()));
  corpus.add("manifest_cut_short", valid.substr(0, valid.size() / 2),
             rejected("E-GATE-MANIFEST-JSON"), "manifest", "write_manifest_cut",
             "the manifest of each kind cut in the middle: not JSON");
  // fuzz/README.md: gate_messages_fuzzer's first finding. nlohmann reads the number as out of
  // range and throws out_of_range, not a parse error; the parser must still refuse it cleanly.
  corpus.add("number_past_a_doubles_range",
             replaced(valid, "\"input_bytes\": 2\n", "\"input_bytes\": 2e882\n"),
             rejected("E-GATE-MANIFEST-JSON"), "manifest", "write_manifest_changed",
             "a vector's input_bytes written 2e882, past a double's range: the JSON reader must "
             "refuse it, not throw");
  corpus.add("schema_of_another_version",
             replaced(valid, "wolfsuite-vectors/1", "wolfsuite-vectors/2"),
             rejected("E-GATE-MANIFEST-SCHEMA"), "manifest", "write_manifest_changed",
             "schema wolfsuite-vectors/2, a version this build does not read");
  corpus.add(
      "sha256_upper_case",
      replaced(valid, "e3b0c44298fc1c149afbf4c8996fb924", "E3B0C44298FC1C149AFBF4C8996FB924"),
      rejected("E-GATE-MANIFEST-FIELD"), "manifest", "write_manifest_changed",
      "an expected sha256 in upper-case hex: the manifest's hashes are lower case");
  corpus.add("input_path_leaves_the_folder",
             replaced(valid, "\"synthetic/files/MAPHEAD.WL1\"", "\"../files/MAPHEAD.WL1\""),
             rejected("E-GATE-MANIFEST-PATH"), "manifest", "write_manifest_changed",
             "an input path starting with ..: it would read outside the VECTORS folder");
  corpus.add("duplicate_vector_id",
             replaced(valid, "synthetic/render-view/map00-start\"",
                      "synthetic/carmack-expand/map00-plane0\""),
             rejected("E-GATE-MANIFEST-DUPLICATE"), "manifest", "write_manifest_changed",
             "the render-view vector given the carmack-expand vector's id");
  corpus.add("capability_count_off",
             replaced(valid, "\"verdict\": {\n      \"vectors\": 1",
                      "\"verdict\": {\n      \"vectors\": 2"),
             rejected("E-GATE-MANIFEST-COUNT"), "manifest", "write_manifest_changed",
             "capabilities says 2 verdict vectors where 1 is listed");
}

// A request or response the parsers refuse; the file's ID is the manifest parser's, its
// catalogue_ids the request's and response's errors.
void craft_broken_messages(GateCorpus& corpus) {
  const std::string request = gate::write_request(request_of_each_field());
  corpus.add("request_of_another_protocol",
             replaced(request, "wolfsuite-adapter/1", "wolfsuite-adapter/2"),
             rejected("E-GATE-MANIFEST-FIELD"), "request", "write_request_changed",
             "a request of protocol wolfsuite-adapter/2: the request and response parsers refuse "
             "the protocol");
  corpus.add("request_without_output", replaced(request, "\"output\"", "\"outputs\""),
             rejected("E-GATE-MANIFEST-FIELD"), "request", "write_request_changed",
             "a request whose output is named outputs: the field is missing");
  gate::Response response;
  corpus.add("response_of_unknown_status",
             replaced(gate::write_response(response), "\"ok\"", "\"maybe\""),
             rejected("E-GATE-MANIFEST-FIELD"), "response", "write_response_changed",
             "a response of status maybe, none of ok, rejected and unsupported");
  corpus.add("two_responses", gate::write_response(response) + gate::write_response(response),
             rejected("E-GATE-MANIFEST-JSON"), "response", "write_response_twice",
             "two responses one after the other: an adapter prints one JSON object");
}

// An entry of each outcome, an exact id with a link and each kind of glob.
gate::Expectations expectations_of_each_kind() {
  gate::Expectations expectations;
  expectations.entries = {
      {"wl1/vswap-page/page0001", "crash", "the page reader trusts the sprite's left edge",
       "https://example.org/port/issues/12"},
      {"wl1/vswap-page/*", "fail", "sprites are read from another offset", ""},
      {"**/render-view/*", "unsupported", "no software renderer", ""},
      {"synthetic/demo-trace/demo?", "timeout", "the simulator is slow without optimisation", ""},
      {"corpus/verdict/**", "bad-response", "the verdict mode prints a banner first", ""}};
  return expectations;
}

void craft_expectations(GateCorpus& corpus) {
  corpus.add_expectations("no_expectations", gate::write_expectations(gate::Expectations{}),
                          decodes(), "write_expectations", "an expectation file of no entries");
  const std::string valid = gate::write_expectations(expectations_of_each_kind());
  corpus.add_expectations("expectations_of_each_kind", valid, decodes(), "write_expectations",
                          "an entry of each outcome: an exact id with a link, and globs with *, "
                          "** and ?");
  corpus.add_expectations("expectations_cut_short", valid.substr(0, valid.size() / 2),
                          rejected("E-GATE-EXPECTATIONS-JSON"), "write_expectations_cut",
                          "the file of each kind cut in the middle: not JSON");
  corpus.add_expectations("schema_of_another_version",
                          replaced(valid, "wolfsuite-expectations/1", "wolfsuite-expectations/2"),
                          rejected("E-GATE-EXPECTATIONS-SCHEMA"), "write_expectations_changed",
                          "schema wolfsuite-expectations/2, a version this build does not read");
  corpus.add_expectations("outcome_pass", replaced(valid, "\"fail\"", "\"pass\""),
                          rejected("E-GATE-EXPECTATIONS-FIELD"), "write_expectations_changed",
                          "an entry expecting pass, which is no outcome to expect");
  corpus.add_expectations("id_leaves_the_folder",
                          replaced(valid, "\"wl1/vswap-page/*\"", "\"../vswap-page/*\""),
                          rejected("E-GATE-EXPECTATIONS-FIELD"), "write_expectations_changed",
                          "a glob starting with ..: no vector id is outside the folder");
  corpus.add_expectations("empty_reason", replaced(valid, "\"no software renderer\"", "\"\""),
                          rejected("E-GATE-EXPECTATIONS-FIELD"), "write_expectations_changed",
                          "an entry whose reason is empty: every entry says why");
  corpus.add_expectations("duplicate_id",
                          replaced(valid, "\"**/render-view/*\"", "\"wl1/vswap-page/*\""),
                          rejected("E-GATE-EXPECTATIONS-DUPLICATE"), "write_expectations_changed",
                          "the render-view glob given the vswap-page glob's id");
  gate::Expectations long_reason = expectations_of_each_kind();
  long_reason.entries[1].reason = std::string(gate::kMaxExpectationTextBytes + 1, 'x');
  corpus.add_expectations("reason_over_the_cap", gate::write_expectations(long_reason),
                          rejected("E-GATE-EXPECTATIONS-TOO-LARGE"), "write_expectations",
                          "a reason one byte over kMaxExpectationTextBytes");
}

std::optional<corpus::Crafted> craft() {
  GateCorpus corpus;
  craft_valid(corpus);
  craft_broken_manifests(corpus);
  craft_broken_messages(corpus);
  craft_expectations(corpus);
  return corpus.crafted();
}

}  // namespace
}  // namespace wolfsuite

int main(int argc, char** argv) {
  return wolfsuite::corpus::run_crafting_tool(argc, argv, wolfsuite::kCraftingTool,
                                              wolfsuite::craft);
}
