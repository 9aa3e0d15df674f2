#include "gate/adapter.h"

#include <gtest/gtest.h>

#include <sstream>

#include "decoders/core/sha256.h"
#include "gate/gate_test_support.h"

namespace wolfsuite::gate {
namespace {

constexpr std::string_view kVectorsFolder = "/vectors";
constexpr std::string_view kScratchOutput = "/scratch/output";

// The exported tree as the file system the adapter sees: inputs under kVectorsFolder, the output
// kept in `written`.
struct TreeFiles {
  const VectorTree& tree;
  std::map<std::string, Bytes> written;

  AdapterFiles files() {
    return {[this](const std::string& path) -> Result<Bytes> {
              const std::string prefix = std::string(kVectorsFolder) + "/";
              if (path.starts_with(prefix) && tree.files().contains(path.substr(prefix.size()))) {
                return tree.files().at(path.substr(prefix.size()));
              }
              return malformed("E-IO-READ", 0, path + ": no such file");
            },
            [this](const std::string& path, ByteSpan bytes) -> Status {
              written[path] = Bytes(bytes.begin(), bytes.end());
              return {};
            }};
  }
};

std::string request_for(const Vector& vector) {
  return write_request(
      make_request(vector, std::string(kVectorsFolder), std::string(kScratchOutput)));
}

TEST(Adapter, AnswersEverySyntheticVectorAsExpected) {
  const VectorsExport& exported = testing::synthetic_export();
  ASSERT_GT(exported.tree.vectors().size(), 1000u);
  for (const Vector& vector : exported.tree.vectors()) {
    TreeFiles files{exported.tree, {}};
    const Response response = answer_request(request_for(vector), files.files());
    if (vector.expected.status == ExpectedStatus::kRejected) {
      EXPECT_EQ(response.status, ResponseStatus::kRejected) << vector.id;
      EXPECT_EQ(response.error, vector.expected.error) << vector.id;
      continue;
    }
    ASSERT_EQ(response.status, ResponseStatus::kOk) << vector.id << ": " << response.message;
    if (vector.capability == "verdict") {
      EXPECT_TRUE(files.written.empty()) << vector.id;
      continue;
    }
    ASSERT_TRUE(files.written.contains(std::string(kScratchOutput))) << vector.id;
    const Bytes& output = files.written.at(std::string(kScratchOutput));
    EXPECT_EQ(output.size(), vector.expected.size) << vector.id;
    EXPECT_EQ(sha256_hex(output), vector.expected.sha256) << vector.id;
  }
}

TEST(Adapter, UnknownCapabilityIsUnsupported) {
  Vector vector;
  vector.id = "synthetic/teleport/0";
  vector.capability = "teleport";
  const VectorTree empty;
  TreeFiles files{empty, {}};
  const Response response = answer_request(request_for(vector), files.files());
  EXPECT_EQ(response.status, ResponseStatus::kUnsupported);
  EXPECT_TRUE(files.written.empty());
}

TEST(Adapter, UnreadableRequestOrInputIsRejectedNotACrash) {
  const VectorTree empty;
  TreeFiles files{empty, {}};
  EXPECT_EQ(answer_request("{not json", files.files()).error, "E-GATE-REQUEST-JSON");
  Vector vector;
  vector.id = "synthetic/rlew-expand/missing";
  vector.capability = "rlew-expand";
  vector.inputs = {{"data", "synthetic/rlew-expand/missing.rlew"}};
  vector.params = {{"tag", std::int64_t{0xABCD}}, {"expanded_bytes", std::int64_t{2}}};
  EXPECT_EQ(answer_request(request_for(vector), files.files()).error, "E-GATE-INPUT");
  vector.inputs.clear();
  EXPECT_EQ(answer_request(request_for(vector), files.files()).error, "E-GATE-INPUT");
}

TEST(Adapter, ParamOutOfRangeIsRejected) {
  const Result<WolfSetFiles> set = synthetic_set_files();
  ASSERT_TRUE(set.ok()) << set.error().to_string();
  VectorTree tree;
  tree.add_set_file("maphead", *set->file("maphead"));
  tree.add_set_file("gamemaps", *set->file("gamemaps"));
  Vector vector;
  vector.id = "synthetic/map-plane/map00-plane3";
  vector.capability = "map-plane";
  vector.inputs = {{"maphead", "maphead"}, {"gamemaps", "gamemaps"}};
  vector.params = {{"map", std::int64_t{0}}, {"plane", std::int64_t{0}}};
  TreeFiles files{tree, {}};
  EXPECT_EQ(answer_request(request_for(vector), files.files()).status, ResponseStatus::kOk);
  vector.params["plane"] = std::int64_t{3};
  EXPECT_EQ(answer_request(request_for(vector), files.files()).error, "E-GATE-PARAM");
  vector.params["plane"] = std::string("0");
  EXPECT_EQ(answer_request(request_for(vector), files.files()).error, "E-GATE-PARAM");
  vector.params["map"] = std::int64_t{7};
  vector.params["plane"] = std::int64_t{0};
  EXPECT_EQ(answer_request(request_for(vector), files.files()).error, "E-GATE-INDEX");
}

TEST(Adapter, DoorsAndPushwallParamsAreReadStrictly) {
  const Result<WolfSetFiles> set = synthetic_set_files();
  ASSERT_TRUE(set.ok()) << set.error().to_string();
  VectorTree tree;
  for (const char* stem : {"maphead", "gamemaps", "vswap"}) tree.add_set_file(stem, *set->file(stem));
  Vector vector;
  vector.id = "synthetic/render-view/moving";
  vector.capability = "render-view";
  vector.inputs = {{"maphead", "maphead"}, {"gamemaps", "gamemaps"}, {"vswap", "vswap"}};
  vector.params = {{"game", std::string("wl1")},       {"map", std::int64_t{0}},
                   {"x", std::int64_t{32 << 16}},      {"y", std::int64_t{32 << 16}},
                   {"angle", std::int64_t{0}},         {"view_size", std::int64_t{10}},
                   {"screen_width", std::int64_t{320}}, {"screen_height", std::int64_t{200}},
                   {"doors", std::string("3,4,65535;5,6,0")},
                   {"pushwall", std::string("7,8,south,32")}};
  TreeFiles files{tree, {}};
  EXPECT_EQ(answer_request(request_for(vector), files.files()).status, ResponseStatus::kOk);
  for (const char* doors : {"", "3,4", "3,4,65536", "64,4,1", "3,4,1;", "a,4,1"}) {
    vector.params["doors"] = std::string(doors);
    EXPECT_EQ(answer_request(request_for(vector), files.files()).error, "E-GATE-PARAM") << doors;
  }
  vector.params.erase("doors");
  for (const char* pushwall : {"7,8,up,32", "7,8,south,64", "7,8,south", "7,8,south,32,1"}) {
    vector.params["pushwall"] = std::string(pushwall);
    EXPECT_EQ(answer_request(request_for(vector), files.files()).error, "E-GATE-PARAM") << pushwall;
  }
}

// The set_playback IDs the `wolfsuite` command reports for what the set lacks.
TEST(Adapter, MissingMapDemoOrSoundIsRejectedWithTheCommandsIds) {
  const Result<WolfSetFiles> set = synthetic_set_files();
  ASSERT_TRUE(set.ok()) << set.error().to_string();
  VectorTree tree;
  std::map<std::string, std::string> every_file;
  for (const auto& [stem, bytes] : set->files) {
    tree.add_set_file(stem, bytes);
    every_file[stem] = stem;
  }
  TreeFiles files{tree, {}};

  Vector view;
  view.id = "synthetic/render-view/map07";
  view.capability = "render-view";
  view.inputs = {{"maphead", "maphead"}, {"gamemaps", "gamemaps"}, {"vswap", "vswap"}};
  view.params = {{"game", std::string("wl1")},        {"map", std::int64_t{0}},
                 {"x", std::int64_t{0x88000}},        {"y", std::int64_t{0x88000}},
                 {"angle", std::int64_t{45}},         {"view_size", std::int64_t{19}},
                 {"screen_width", std::int64_t{320}}, {"screen_height", std::int64_t{200}}};
  EXPECT_EQ(answer_request(request_for(view), files.files()).status, ResponseStatus::kOk);
  view.params["map"] = std::int64_t{7};  // TED5 leaves slots 2..99 of the synthetic set missing
  EXPECT_EQ(answer_request(request_for(view), files.files()).error, "E-RENDER-NO-MAP");
  view.params["map"] = std::int64_t{0};
  view.params["screen_width"] = std::int64_t{8};  // narrower than a 16-column window
  EXPECT_EQ(answer_request(request_for(view), files.files()).error, "E-RENDER-VIEW-SIZE");

  Vector demo;
  demo.id = "synthetic/demo-trace/demo9";
  demo.capability = "demo-trace";
  demo.inputs = every_file;
  demo.params = {{"game", std::string("wl1")}, {"demo", std::int64_t{9}}};
  EXPECT_EQ(answer_request(request_for(demo), files.files()).error, "E-DEMO-NO-DEMO");

  Vector sound;
  sound.id = "synthetic/adlib-sound/sfx999";
  sound.capability = "adlib-sound";
  sound.inputs = {{"audiohed", "audiohed"}, {"audiot", "audiot"}};
  sound.params = {{"sound", std::int64_t{999}}};
  EXPECT_EQ(answer_request(request_for(sound), files.files()).error, "E-PLAY-NO-SOUND");
}

TEST(Adapter, AnOversizedRequestIsReadOnlyFarEnoughToBeRefused) {
  std::istringstream in(std::string(3 * kMaxMessageBytes, ' '));
  const std::string text = read_request_text(in);
  EXPECT_EQ(text.size(), kMaxMessageBytes + 1);
  const VectorTree empty;
  TreeFiles files{empty, {}};
  EXPECT_EQ(answer_request(text, files.files()).error, "E-GATE-REQUEST-TOO-LARGE");
}

TEST(Adapter, AComputeOfItsOwnAnswersInsteadOfTheSuites) {
  Vector vector;
  vector.id = "synthetic/teleport/0";
  vector.capability = "teleport";
  const VectorTree empty;
  TreeFiles files{empty, {}};
  const auto compute = [](std::string_view capability, const CapabilityInput&) {
    return CapabilityResult{ResponseStatus::kOk, Bytes{1, 2}, {}, std::string(capability)};
  };
  const Response response = answer_request(request_for(vector), files.files(), compute);
  EXPECT_EQ(response.status, ResponseStatus::kOk);
  EXPECT_EQ(response.message, "teleport");
  EXPECT_EQ(files.written.at(std::string(kScratchOutput)), (Bytes{1, 2}));
}

}  // namespace
}  // namespace wolfsuite::gate
