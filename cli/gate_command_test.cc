// `wolfsuite gate` end to end in-process: a hand-made frame vector and shell adapters, the bad
// manifests, what makes the gate refuse to run (it fails closed), the reports on disk, and the
// HTML report rendered by a headless browser.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <string>

#include "cli/cli_test_support.h"
#include "cli/png_image.h"
#include "decoders/core/sha256.h"
#include "gate/adapter_messages.h"
#include "gate/capabilities.h"
#include "gate/manifest.h"

namespace wolfsuite::cli {
namespace {

using testing::run_command;
using testing::ScratchFolder;

constexpr int kFrameWidth = 8;
constexpr int kFrameHeight = 4;

std::string text_of(const std::filesystem::path& path) {
  const Bytes bytes = testing::read_bytes(path);
  return std::string(bytes.begin(), bytes.end());
}

// VECTORS/ with one frame vector (expected: colour index = x + y) and one bytes vector.
std::filesystem::path write_frame_vectors(const ScratchFolder& folder) {
  const std::filesystem::path vectors = folder / "vectors";
  std::filesystem::create_directories(vectors / "synthetic/render-view");
  Bytes frame;
  for (int y = 0; y < kFrameHeight; ++y) {
    for (int x = 0; x < kFrameWidth; ++x) frame.push_back(static_cast<std::uint8_t>(x + y));
  }
  Rgb8Palette palette{};
  for (std::size_t i = 0; i < palette.size(); ++i) palette[i] = static_cast<std::uint8_t>(i * 7);
  const auto png = encode_png_indexed(kFrameWidth, kFrameHeight, frame, palette);
  EXPECT_TRUE(png.ok());
  testing::write_bytes(vectors / "synthetic/render-view/start.expected", frame);
  testing::write_bytes(vectors / "synthetic/render-view/start.png", *png);
  testing::write_bytes(vectors / "synthetic/render-view/start.map", Bytes{1, 2, 3});

  gate::Manifest manifest;
  manifest.protocol = gate::kAdapterProtocol;
  manifest.generator = "wolfsuite test";
  manifest.sets = {"synthetic"};
  gate::Vector vector;
  vector.id = "synthetic/render-view/start";
  vector.capability = "render-view";
  vector.inputs = {{"gamemaps", "synthetic/render-view/start.map"}};
  vector.params = {{"map", std::int64_t{0}}};
  vector.expected.output = "synthetic/render-view/start.expected";
  vector.expected.size = frame.size();
  vector.expected.sha256 = sha256_hex(frame);
  vector.expected.format = gate::OutputFormat::kIndexedFrame;
  vector.expected.width = kFrameWidth;
  vector.expected.height = kFrameHeight;
  vector.expected.png = "synthetic/render-view/start.png";
  vector.input_bytes = 3;
  manifest.vectors.push_back(vector);
  const std::string json = gate::write_manifest(manifest);
  testing::write_bytes(vectors / "manifest.json", Bytes(json.begin(), json.end()));
  return vectors;
}

// An adapter in `folder` that writes a frame of all zeros: every pixel but (0, 0) differs.
std::string zero_frame_adapter(const std::filesystem::path& folder) {
  const std::filesystem::path script = folder / "adapter.sh";
  const std::string body =
      "#!/bin/sh\n"
      "out=$(sed 's/.*\"output\":\"\\([^\"]*\\)\".*/\\1/')\n"
      "head -c " +
      std::to_string(kFrameWidth * kFrameHeight) +
      " /dev/zero > \"$out\"\n"
      "echo '{\"protocol\":\"wolfsuite-adapter/1\",\"status\":\"ok\"}'\n";
  testing::write_bytes(script, Bytes(body.begin(), body.end()));
  std::filesystem::permissions(script, std::filesystem::perms::owner_all,
                               std::filesystem::perm_options::add);
  return script.string();
}

TEST(GateCommand, ACorruptManifestIsRejectedWithItsId) {
  ScratchFolder folder;
  testing::write_bytes(folder / "manifest.json", Bytes{'{', 'n', 'o'});
  const auto run = run_command({"gate", "--vectors", folder.path().string(), "--adapter", "true"});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("E-GATE-MANIFEST-JSON"), std::string::npos) << run.err;
}

TEST(GateCommand, AMissingManifestIsRejectedWithItsId) {
  ScratchFolder folder;
  const auto run = run_command({"gate", "--vectors", folder.path().string(), "--adapter", "true"});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("E-GATE-MANIFEST-READ"), std::string::npos) << run.err;
}

TEST(GateCommand, WithoutAnAdapterIsAUsageError) {
  EXPECT_EQ(run_command({"gate", "--vectors", "somewhere"}).exit_code, 2);
}

TEST(GateCommand, AFrameFailureWritesEveryReportAndThePictures) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_frame_vectors(folder);
  const auto run = run_command(
      {"gate", "--vectors", vectors.string(), "--adapter", zero_frame_adapter(folder.path()),
       "--jobs", "1", "--json", (folder / "gate.json").string(), "--junit",
       (folder / "gate.xml").string(), "--html", (folder / "gate.html").string(), "--keep",
       (folder / "kept").string()});
  EXPECT_EQ(run.exit_code, 1) << run.err;
  EXPECT_EQ(run.out.rfind("FAILED 1 vectors: 1 fail", 0), 0u) << run.out;
  EXPECT_NE(run.err.find("fail synthetic/render-view/start: pixel (1, 0): expected colour 1, "
                         "actual 0; 31 of 32 pixels differ"),
            std::string::npos)
      << run.err;
  EXPECT_NE(text_of(folder / "gate.json").find("\"differing_pixels\": 31"), std::string::npos);
  EXPECT_NE(text_of(folder / "gate.xml").find("<failure message=\"pixel (1, 0)"),
            std::string::npos);
  EXPECT_NE(text_of(folder / "gate.html").find("data:image/png;base64,"), std::string::npos);
  EXPECT_TRUE(std::filesystem::exists(folder / "kept/synthetic/render-view/start/difference.png"));
}

// An adapter that leaves `marker` behind when it runs, and fails.
std::string marking_adapter(const std::filesystem::path& marker) {
  return "touch '" + marker.string() + "'; exit 1";
}

// "adlib-sound, audio-lump, ...": every capability of the gate.
std::string every_capability() {
  std::string list;
  for (const std::string_view name : gate::capability_names()) {
    list += (list.empty() ? "" : ", ") + std::string(name);
  }
  return list;
}

TEST(GateCommand, AnUnknownCapabilityIsAUsageErrorThatListsTheCapabilities) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_frame_vectors(folder);
  for (const std::string option : {"--only", "--require"}) {
    const auto run = run_command({"gate", "--vectors", vectors.string(), "--adapter",
                                  marking_adapter(folder / "ran"), option, "render-veiw"});
    EXPECT_EQ(run.exit_code, kExitUsage) << option;
    EXPECT_EQ(run.err, "wolfsuite: usage: " + option +
                           ": no capability is named render-veiw; the capabilities are " +
                           every_capability() + "\n");
    EXPECT_EQ(run.out, "");
    EXPECT_FALSE(std::filesystem::exists(folder / "ran"));
  }
}

TEST(GateCommand, OnlyACapabilityTheVectorsLackIsAUsageError) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_frame_vectors(folder);
  const auto run = run_command({"gate", "--vectors", vectors.string(), "--adapter",
                                marking_adapter(folder / "ran"), "--only", "rlew-expand"});
  EXPECT_EQ(run.exit_code, kExitUsage);
  EXPECT_EQ(run.err,
            "wolfsuite: usage: --only rlew-expand selects no vector (the vectors' capabilities "
            "are render-view)\n");
  EXPECT_EQ(run.out.find("PASSED"), std::string::npos) << run.out;
  EXPECT_FALSE(std::filesystem::exists(folder / "ran"));
}

TEST(GateCommand, ASetTheVectorsLackIsAUsageError) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_frame_vectors(folder);
  const auto run = run_command({"gate", "--vectors", vectors.string(), "--adapter",
                                marking_adapter(folder / "ran"), "--sets", "wl1"});
  EXPECT_EQ(run.exit_code, kExitUsage);
  EXPECT_EQ(run.err,
            "wolfsuite: usage: --sets: no set is named wl1; the vectors' sets are synthetic\n");
  EXPECT_FALSE(std::filesystem::exists(folder / "ran"));
}

TEST(GateCommand, ATagNoVectorCarriesIsSaidAndChoosingNothingIsAUsageError) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_frame_vectors(folder);
  const auto run = run_command({"gate", "--vectors", vectors.string(), "--adapter",
                                marking_adapter(folder / "ran"), "--tags", "hi-res"});
  EXPECT_EQ(run.exit_code, kExitUsage);
  EXPECT_NE(run.err.find("--tags hi-res selects no vector"), std::string::npos) << run.err;
  EXPECT_FALSE(std::filesystem::exists(folder / "ran"));
}

TEST(GateCommand, FailedOnlyRerunsTheFailuresOfAReport) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_frame_vectors(folder);
  const std::string report = (folder / "first.json").string();
  const auto first = run_command({"gate", "--vectors", vectors.string(), "--adapter",
                                  zero_frame_adapter(folder.path()), "--json", report});
  EXPECT_EQ(first.exit_code, kExitDataError);
  const auto again = run_command({"gate", "--vectors", vectors.string(), "--adapter",
                                  zero_frame_adapter(folder.path()), "--failed-only", report});
  EXPECT_EQ(again.exit_code, kExitDataError);
  EXPECT_NE(again.out.find("FAILED 1 vectors"), std::string::npos) << again.out;

  const std::string passed = (folder / "passed.json").string();
  const std::string empty_report =
      R"({"schema": "wolfsuite-gate-report/1", "results": [{"id": "synthetic/render-view/start", "outcome": "pass"}]})";
  testing::write_bytes(passed, Bytes(empty_report.begin(), empty_report.end()));
  const auto nothing = run_command({"gate", "--vectors", vectors.string(), "--adapter",
                                    marking_adapter(folder / "ran"), "--failed-only", passed});
  EXPECT_EQ(nothing.exit_code, kExitUsage);
  EXPECT_NE(nothing.err.find("selects no vector"), std::string::npos) << nothing.err;
  EXPECT_FALSE(std::filesystem::exists(folder / "ran"));
}

TEST(GateCommand, AFailedOnlyReportThatIsNotOneIsAUsageError) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_frame_vectors(folder);
  const std::string report = (folder / "report.json").string();
  testing::write_bytes(report, Bytes{'[', ']'});
  const auto run = run_command({"gate", "--vectors", vectors.string(), "--adapter",
                                marking_adapter(folder / "ran"), "--failed-only", report});
  EXPECT_EQ(run.exit_code, kExitUsage);
  EXPECT_NE(run.err.find("E-GATE-REPORT-JSON"), std::string::npos) << run.err;
}

TEST(GateCommand, AnEmptyManifestIsAUsageErrorNotAPass) {
  ScratchFolder folder;
  gate::Manifest manifest;
  manifest.protocol = gate::kAdapterProtocol;
  manifest.generator = "wolfsuite test";
  const std::string json = gate::write_manifest(manifest);
  testing::write_bytes(folder / "manifest.json", Bytes(json.begin(), json.end()));
  const auto run = run_command({"gate", "--vectors", folder.path().string(), "--adapter", "true"});
  EXPECT_EQ(run.exit_code, kExitUsage);
  EXPECT_EQ(run.err,
            "wolfsuite: usage: the vectors in " + folder.path().string() + " hold no vector\n");
  EXPECT_EQ(run.out.find("PASSED"), std::string::npos) << run.out;
}

TEST(GateCommand, AMissingReportFolderFailsBeforeAnyVectorRuns) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_frame_vectors(folder);
  const std::filesystem::path missing = folder / "missing";
  for (const std::string option : {"--json", "--junit", "--html", "--keep"}) {
    const std::filesystem::path path = missing / "gate.report";
    const auto run = run_command({"gate", "--vectors", vectors.string(), "--adapter",
                                  marking_adapter(folder / "ran"), option, path.string()});
    EXPECT_EQ(run.exit_code, kExitDataError) << option;
    EXPECT_EQ(run.err, "wolfsuite: E-IO-NO-FOLDER: " + missing.string() +
                           ": no such folder (for " + path.string() + ")\n");
    EXPECT_FALSE(std::filesystem::exists(folder / "ran")) << option;
    EXPECT_FALSE(std::filesystem::exists(missing)) << option;
  }
}

TEST(GateCommand, AReportPathThatIsAFolderFailsBeforeAnyVectorRuns) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_frame_vectors(folder);
  const auto run = run_command({"gate", "--vectors", vectors.string(), "--adapter",
                                marking_adapter(folder / "ran"), "--json", vectors.string()});
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.err, "wolfsuite: E-IO-WRITE: " + vectors.string() + ": is a folder\n");
  EXPECT_FALSE(std::filesystem::exists(folder / "ran"));
}

// Runs the test from `folder`, as a shell in it would run the command, and comes back after.
class CurrentFolder {
 public:
  explicit CurrentFolder(const std::filesystem::path& folder)
      : previous_(std::filesystem::current_path()) {
    std::filesystem::current_path(folder);
  }
  ~CurrentFolder() { std::filesystem::current_path(previous_); }
  CurrentFolder(const CurrentFolder&) = delete;
  CurrentFolder& operator=(const CurrentFolder&) = delete;

 private:
  std::filesystem::path previous_;
};

// The adapter's folder has a single quote in its name: the absolute path must reach /bin/sh quoted.
TEST(GateCommand, ARelativeAdapterPathIsRunFromTheCallersFolder) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_frame_vectors(folder);
  const std::filesystem::path port = folder / "port's bin";
  std::filesystem::create_directories(port);
  zero_frame_adapter(port);
  const CurrentFolder in_port(port);
  const auto run =
      run_command({"gate", "--vectors", vectors.string(), "--adapter", "./adapter.sh --adapter"});
  EXPECT_EQ(run.exit_code, kExitDataError) << run.err;
  EXPECT_EQ(run.out.rfind("FAILED 1 vectors: 1 fail", 0), 0u) << run.out << run.err;
}

TEST(GateCommand, AnAdapterThatCannotBeStartedStopsTheRunWithOneMessage) {
  ScratchFolder folder;
  const std::filesystem::path vectors = write_frame_vectors(folder);
  const auto run =
      run_command({"gate", "--vectors", vectors.string(), "--adapter", "./no-such-port --adapter",
                   "--json", (folder / "gate.json").string()});
  EXPECT_EQ(run.exit_code, kExitDataError);
  EXPECT_EQ(run.err.rfind("wolfsuite: E-GATE-ADAPTER-NOT-STARTED: the adapter command "
                          "./no-such-port --adapter cannot be started (exit status 127): ",
                          0),
            0u)
      << run.err;
  // One line, ending with the shell's ("/bin/sh: 1: ./no-such-port: not found" from dash).
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
  EXPECT_NE(run.err.find("): /bin/sh: "), std::string::npos) << run.err;
  EXPECT_EQ(run.out, "");
  EXPECT_FALSE(std::filesystem::exists(folder / "gate.json"));
}

TEST(GateCommand, HelpListsEveryCapability) {
  const auto run = run_command({"gate", "--help"});
  EXPECT_EQ(run.exit_code, kExitOk);
  EXPECT_NE(run.out.find("Capabilities (for --only and --require): " + every_capability() + "\n"),
            std::string::npos)
      << run.out;
}

// The path of `program` on $PATH, or empty.
std::filesystem::path find_program(const std::string& program) {
  const char* path = std::getenv("PATH");
  std::string folders = path != nullptr ? path : "";
  for (std::size_t start = 0; start <= folders.size();) {
    std::size_t end = folders.find(':', start);
    if (end == std::string::npos) end = folders.size();
    const std::filesystem::path candidate =
        std::filesystem::path(folders.substr(start, end - start)) / program;
    std::error_code ignored;
    if (std::filesystem::is_regular_file(candidate, ignored)) return candidate;
    start = end + 1;
  }
  return {};
}

// The frame vectors and a carmack-expand vector of another set that the zero-frame adapter passes
// (its expected output is the frame's 32 zero bytes).
std::filesystem::path write_failing_and_passing_vectors(const ScratchFolder& folder) {
  const std::filesystem::path vectors = write_frame_vectors(folder);
  auto manifest = gate::read_manifest(vectors / "manifest.json");
  EXPECT_TRUE(manifest.ok());
  const Bytes zeros(kFrameWidth * kFrameHeight, 0);
  std::filesystem::create_directories(vectors / "wl6/carmack-expand");
  testing::write_bytes(vectors / "wl6/carmack-expand/zeros.bin", zeros);
  gate::Vector vector;
  vector.id = "wl6/carmack-expand/zeros";
  vector.capability = "carmack-expand";
  vector.inputs = {{"data", "wl6/carmack-expand/zeros.bin"}};
  vector.params = {{"expanded_bytes", std::int64_t{kFrameWidth * kFrameHeight}}};
  vector.expected.output = "wl6/carmack-expand/zeros.bin";
  vector.expected.size = zeros.size();
  vector.expected.sha256 = sha256_hex(zeros);
  vector.expected.format = gate::OutputFormat::kBytes;
  vector.input_bytes = zeros.size();
  manifest->vectors.push_back(vector);  // "wl6/..." sorts after "synthetic/..."
  manifest->sets = {"synthetic", "wl6"};
  const std::string json = gate::write_manifest(*manifest);
  testing::write_bytes(vectors / "manifest.json", Bytes(json.begin(), json.end()));
  return vectors;
}

// The HTML report as a browser renders it: the page's script ran, every picture decoded, the
// summary and the failing row are there; the capability-by-set table comes first, the failing
// capability before the passing one (collapsed), and the failure links its kept files.
TEST(GateCommand, TheHtmlReportRendersInAHeadlessBrowser) {
  const std::filesystem::path chromium = find_program("chromium");
  if (chromium.empty()) GTEST_SKIP() << "chromium is not installed (ci/setup installs it)";
  ScratchFolder folder;
  const std::filesystem::path vectors = write_failing_and_passing_vectors(folder);
  const std::filesystem::path html = folder / "gate.html";
  const auto run = run_command({"gate", "--vectors", vectors.string(), "--adapter",
                                zero_frame_adapter(folder.path()), "--html", html.string(),
                                "--keep", (folder / "kept").string()});
  ASSERT_EQ(run.exit_code, 1) << run.err;
  EXPECT_EQ(run.out.rfind("FAILED 2 vectors: 1 pass, 1 fail", 0), 0u) << run.out;
  const std::filesystem::path dom = folder / "dom.html";
  const std::string command =
      chromium.string() +
      " --headless --disable-gpu --no-sandbox --user-data-dir=" + (folder / "profile").string() +
      " --virtual-time-budget=5000 --dump-dom 'file://" + html.string() + "' > '" + dom.string() +
      "' 2> '" + (folder / "chromium.err").string() + "'";
  ASSERT_EQ(std::system(command.c_str()), 0) << text_of(folder / "chromium.err");
  const std::string rendered = text_of(dom);
  EXPECT_NE(rendered.find("data-images-decoded=\"3/3\""), std::string::npos)
      << rendered.substr(0, 600);
  EXPECT_NE(rendered.find("pictures decoded: 3 of 3"), std::string::npos);
  EXPECT_NE(rendered.find("<td data-count=\"fail\">1</td>"), std::string::npos);
  EXPECT_NE(rendered.find("data-id=\"synthetic/render-view/start\""), std::string::npos);

  const std::size_t set_table = rendered.find("<table class=\"triage\">");
  ASSERT_NE(set_table, std::string::npos) << rendered.substr(0, 2000);
  EXPECT_NE(rendered.find("<th>synthetic</th><th>wl6</th><th>all</th>", set_table),
            std::string::npos);
  const std::size_t failing_row = rendered.find("<tr data-capability=\"render-view\">");
  const std::size_t collapsed = rendered.find("<details id=\"capabilities-without-failures\">");
  const std::size_t passing_row = rendered.find("<tr data-capability=\"carmack-expand\">");
  ASSERT_NE(collapsed, std::string::npos);
  EXPECT_LT(set_table, failing_row);
  EXPECT_LT(failing_row, collapsed);
  EXPECT_LT(collapsed, passing_row);
  EXPECT_LT(passing_row, rendered.find("<section id=\"capability-"));
  // carmack-expand sorts first by name; the failing capability comes first all the same.
  EXPECT_LT(rendered.find("<section id=\"capability-render-view\""),
            rendered.find("<section id=\"capability-carmack-expand\""));
  EXPECT_NE(rendered.find("<tr data-kind=\"frame-differs\"><td>1</td>"), std::string::npos);
  EXPECT_NE(rendered.find("--id synthetic/render-view/start</code>"), std::string::npos);
  for (const std::string file : {"request.json", "response.json", "stderr.txt", "output"}) {
    const std::string kept = "kept/synthetic/render-view/start/" + file;
    EXPECT_NE(rendered.find("<a href=\"" + kept + "\">"), std::string::npos) << file;
    EXPECT_TRUE(std::filesystem::exists(folder / kept)) << kept;
  }
}

}  // namespace
}  // namespace wolfsuite::cli
