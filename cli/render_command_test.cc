// `wolfsuite render` on the synthetic set written to a scratch folder: frames and overviews as
// PNG, usage and data errors, and the golden frame manifest.
#include "cli/render_command.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>
#include <variant>

#include "cli/cli_test_support.h"
#include "cli/png_image.h"
#include "decoders/wolf/game_palette.h"
#include "decoders/wolf/synthetic_set.h"
#include "reference/raycaster/golden_views.h"
#include "reference/raycaster/literal_renderer.h"

namespace wolfsuite::cli {
namespace {

namespace fs = std::filesystem;
namespace rc = raycaster;
using testing::read_bytes;
using testing::run_command;
using testing::ScratchFolder;
using testing::write_bytes;
using testing::write_synthetic_set;

struct PngSize {
  std::uint32_t width = 0;
  std::uint32_t height = 0;
};

std::uint32_t load_u32be(const Bytes& bytes, std::size_t at) {
  return (std::uint32_t{bytes.at(at)} << 24) | (std::uint32_t{bytes.at(at + 1)} << 16) |
         (std::uint32_t{bytes.at(at + 2)} << 8) | std::uint32_t{bytes.at(at + 3)};
}

// The signature, then IHDR as the first chunk: its width and height.
PngSize png_size(const Bytes& png) {
  const Bytes signature = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  EXPECT_GE(png.size(), 24u);
  if (png.size() < 24) return {};
  EXPECT_TRUE(std::equal(signature.begin(), signature.end(), png.begin()));
  EXPECT_EQ(std::string(png.begin() + 12, png.begin() + 16), "IHDR");
  return {load_u32be(png, 16), load_u32be(png, 20)};
}

// Map 0 of the synthetic set, in the raycaster's terms.
struct SyntheticMap {
  WolfSet set;
  GameMap map;
  rc::Level level;
  rc::Textures textures;
  std::vector<rc::NamedView> views;

  SyntheticMap()
      : set(*synthetic_set()),
        map(std::get<GameMap>(set.maps->slots.at(0))),
        level(rc::build_level(map, 0, false)),
        textures(rc::build_textures(*set.vswap)),
        views(rc::golden_views(map, level, false)) {}

  const rc::NamedView& view(const std::string& name) const {
    for (const rc::NamedView& named : views) {
      if (named.name == name) return named;
    }
    ADD_FAILURE() << "no view " << name;
    return views.front();
  }

  // The PNG the command should write for `named` at width x height.
  Bytes expected_png(const rc::NamedView& named, int width, int height) const {
    rc::Frame frame(width, height);
    const rc::Scene scene{level, textures, named.motion};
    rc::render_literal(scene, named.view, {}, frame);
    const auto png =
        encode_png_indexed(width, height, frame.pixels, palette_to_rgb8(wolfenstein_palette()));
    EXPECT_TRUE(png.ok());
    return png.ok() ? *png : Bytes{};
  }
};

class RenderCommand : public ::testing::Test {
 protected:
  void SetUp() override { write_synthetic_set(scratch_ / "set"); }
  std::string set() const { return (scratch_ / "set").string(); }
  fs::path out(const std::string& name) const { return scratch_ / name; }

  ScratchFolder scratch_;
};

TEST_F(RenderCommand, WritesAPngOfMapZeroAtTheDefaultSize) {
  const auto run = run_command({"render", set(), "--map", "0", "-o", out("start.png").string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(run.out.empty());
  const PngSize size = png_size(read_bytes(out("start.png")));
  EXPECT_EQ(size.width, 320u);
  EXPECT_EQ(size.height, 200u);
}

TEST_F(RenderCommand, DefaultViewIsTheStartViewRenderedLiterally) {
  const SyntheticMap synthetic;
  const auto run = run_command(
      {"render", set(), "--map", "0", "--size", "96x60", "-o", out("start.png").string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(read_bytes(out("start.png")), synthetic.expected_png(synthetic.view("start"), 96, 60));
}

TEST_F(RenderCommand, PositionAngleAndDoorReproduceTheGoldenDoorView) {
  const SyntheticMap synthetic;
  const rc::NamedView& door = synthetic.view("door");
  const rc::LevelDoor& first = synthetic.level.doors.front();
  const auto run = run_command(
      {"render", set(), "--map", "0", "--size", "80x50", "--x", rc::format_position(door.view.x),
       "--y", rc::format_position(door.view.y), "--angle", rc::format_angle(door.view.angle),
       "--door", std::to_string(first.x) + "," + std::to_string(first.y) + ",65535", "-o",
       out("door.png").string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(read_bytes(out("door.png")), synthetic.expected_png(door, 80, 50));
}

TEST_F(RenderCommand, FastRendererWritesTheSameFile) {
  ASSERT_EQ(run_command({"render", set(), "--map", "1", "--size", "64x40", "--angle", "37", "-o",
                         out("literal.png").string()})
                .exit_code,
            0);
  ASSERT_EQ(run_command({"render", set(), "--map", "1", "--size", "64x40", "--angle", "37",
                         "--renderer", "fast", "-o", out("fast.png").string()})
                .exit_code,
            0);
  EXPECT_EQ(read_bytes(out("literal.png")), read_bytes(out("fast.png")));
}

TEST_F(RenderCommand, ViewSizeNineteenWritesTheEnginesDefaultWindow) {
  const auto run = run_command(
      {"render", set(), "--map", "0", "--viewsize", "19", "-o", out("window.png").string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const PngSize size = png_size(read_bytes(out("window.png")));
  EXPECT_EQ(size.width, 304u);
  EXPECT_EQ(size.height, 152u);
}

TEST_F(RenderCommand, WeaponIsDrawnOverTheView) {
  ASSERT_EQ(run_command({"render", set(), "--map", "0", "-o", out("bare.png").string()}).exit_code,
            0);
  const auto run = run_command(
      {"render", set(), "--map", "0", "--weapon", "pistol", "-o", out("pistol.png").string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(read_bytes(out("bare.png")), read_bytes(out("pistol.png")));
  const auto bad = run_command(
      {"render", set(), "--map", "0", "--weapon", "bazooka", "-o", out("x.png").string()});
  EXPECT_EQ(bad.exit_code, 2);
}

TEST_F(RenderCommand, ObjectsReportListsWallHeightsAndEveryObject) {
  const SyntheticMap synthetic;
  const auto run = run_command({"render", set(), "--map", "0", "--viewsize", "19", "--objects",
                                out("objects.json").string(), "-o", out("view.png").string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const Bytes bytes = read_bytes(out("objects.json"));
  const auto report = nlohmann::json::parse(bytes.begin(), bytes.end());
  EXPECT_EQ(report.at("schema"), "wolfsuite-view-report/1");
  EXPECT_EQ(report.at("width"), 304);
  EXPECT_EQ(report.at("centerx"), 151);
  EXPECT_EQ(report.at("wallheight").size(), 304u);
  EXPECT_EQ(report.at("statics").size(), synthetic.level.statics.size());
  EXPECT_EQ(report.at("actors").size(), synthetic.level.actors.size());
  EXPECT_FALSE(report.at("seen").empty());
}

TEST_F(RenderCommand, OverviewIsEightPixelsATile) {
  const auto run = run_command(
      {"render", set(), "--map", "0", "--overview", "-o", out("overview.png").string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const PngSize size = png_size(read_bytes(out("overview.png")));
  EXPECT_EQ(size.width, 64u * 8u);
  EXPECT_EQ(size.height, 64u * 8u);
}

TEST_F(RenderCommand, BadSizeIsAUsageError) {
  for (const char* size : {"0x200", "320x", "9000x200", "320*200", "x200"}) {
    const auto run =
        run_command({"render", set(), "--map", "0", "--size", size, "-o", out("x.png").string()});
    EXPECT_EQ(run.exit_code, 2) << size;
    EXPECT_NE(run.err.find("wolfsuite: usage:"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("WxH"), std::string::npos) << run.err;
  }
  EXPECT_FALSE(fs::exists(out("x.png")));
}

TEST_F(RenderCommand, MapIsRequiredUnlessGolden) {
  const auto run = run_command({"render", set(), "-o", out("x.png").string()});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("--map"), std::string::npos) << run.err;
  const auto both = run_command({"render", set(), "--golden", "--map", "0"});
  EXPECT_EQ(both.exit_code, 2);
}

TEST_F(RenderCommand, MissingMapIsADataError) {
  const auto run = run_command({"render", set(), "--map", "7", "-o", out("x.png").string()});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("E-RENDER-NO-MAP"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("(maps in slots 0-1)"), std::string::npos) << run.err;
  EXPECT_FALSE(fs::exists(out("x.png")));
}

TEST_F(RenderCommand, DoorOnATileWithoutOneIsADataError) {
  const auto run = run_command(
      {"render", set(), "--map", "0", "--door", "0,0,65535", "-o", out("x.png").string()});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("E-RENDER-NO-DOOR"), std::string::npos) << run.err;
}

TEST_F(RenderCommand, SetNamingNoExtensionOfDirIsADataError) {
  const auto run =
      run_command({"render", set(), "--set", "sod", "--map", "0", "-o", out("x.png").string()});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_NE(run.err.find("E-SET-NOT-FOUND"), std::string::npos) << run.err;
  EXPECT_EQ(
      run_command({"render", set(), "--set", "WL1", "--map", "0", "-o", out("x.png").string()})
          .exit_code,
      0);
}

TEST_F(RenderCommand, GoldenPrintsOneFramePerViewPerLine) {
  const auto run = run_command({"render", set(), "--golden", "--size", "64x40"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto json = nlohmann::json::parse(run.out);
  EXPECT_EQ(json["schema"], "wolfsuite-frames/1");
  EXPECT_EQ(json["set"], "wl1");
  EXPECT_EQ(json["size"], nlohmann::json::array({64, 40}));

  const WolfSet set = *synthetic_set();
  std::size_t views = 0;
  for (std::size_t slot = 0; slot < set.maps->slots.size(); ++slot) {
    const auto* map = std::get_if<GameMap>(&set.maps->slots[slot]);
    if (map == nullptr) continue;
    views +=
        rc::golden_views(*map, rc::build_level(*map, static_cast<int>(slot), false), false).size();
  }
  ASSERT_EQ(json["frames"].size(), views);
  EXPECT_EQ(json["frames"][0]["view"], "start");
  EXPECT_EQ(json["frames"][0]["sha256"].get<std::string>().size(), 64u);

  std::istringstream lines(run.out);
  std::size_t frame_lines = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind(" {\"map\": ", 0) == 0) ++frame_lines;
  }
  EXPECT_EQ(frame_lines, views);
}

TEST_F(RenderCommand, GoldenIsTheSameOnEveryRunAndInItsFile) {
  const auto first = run_command({"render", set(), "--golden", "--size", "48x30"});
  const auto second = run_command(
      {"render", set(), "--golden", "--size", "48x30", "-o", out("frames.json").string()});
  ASSERT_EQ(first.exit_code, 0) << first.err;
  ASSERT_EQ(second.exit_code, 0) << second.err;
  EXPECT_EQ(std::string(first.out), [&] {
    const Bytes bytes = read_bytes(out("frames.json"));
    return std::string(bytes.begin(), bytes.end());
  }());
}

TEST_F(RenderCommand, GoldenNameSetsTheManifestsSet) {
  const auto run =
      run_command({"render", set(), "--golden", "--size", "16x10", "--name", "synthetic"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(nlohmann::json::parse(run.out)["set"], "synthetic");
  EXPECT_EQ(run_command({"render", set(), "--map", "0", "--name", "x", "-o", out("x.png").string()})
                .exit_code,
            2);
}

TEST_F(RenderCommand, GoldenShowsALinePerMapOnATerminalOnly) {
  const auto golden = [&](bool terminal) {
    std::istringstream in;
    std::ostringstream out_text;
    std::ostringstream err_text;
    Streams streams{in, out_text, err_text, terminal};
    RenderOptions options;
    options.folder = set();
    options.golden = true;
    options.size = "16x10";
    EXPECT_EQ(run_render(options, streams), kExitOk) << err_text.str();
    return err_text.str();
  };
  EXPECT_EQ(golden(true), "wolfsuite: render: wl1 map 0\nwolfsuite: render: wl1 map 1\n");
  EXPECT_EQ(golden(false), "");
}

TEST(RenderOptionValues, PositionsAreExactSixteenSixteenOnTheMap) {
  EXPECT_EQ(parse_tile_position("29.5"), (29 << 16) + 0x8000);
  EXPECT_EQ(parse_tile_position("0"), 0);
  EXPECT_EQ(parse_tile_position("1.1"), 65536 + 6553);      // 6553.6 rounded down
  EXPECT_EQ(parse_tile_position("0.0000152587890625"), 1);  // 1 / 65536, 16 digits
  EXPECT_EQ(parse_tile_position("0.0000152587890624"), 0);
  EXPECT_EQ(parse_tile_position("63.9999847412109375"), (64 << 16) - 1);
  for (const char* bad : {"", "64", "64.5", "128", "-1", "1.", ".5", "1,5", "0.00001525878906250"}) {
    EXPECT_EQ(parse_tile_position(bad), std::nullopt) << bad;
  }
}

TEST(RenderOptionValues, AnglesAreWholeDegreesLikeThePlayersAngle) {
  EXPECT_EQ(parse_degrees("90"), 90);
  EXPECT_EQ(parse_degrees("-45"), -45);
  EXPECT_EQ(parse_degrees("360"), 360);
  for (const char* bad : {"", "37.5", "361", "1e2", "-", "12."}) {
    EXPECT_EQ(parse_degrees(bad), std::nullopt) << bad;
  }
}

}  // namespace
}  // namespace wolfsuite::cli
