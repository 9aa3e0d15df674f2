// The C API's sets and what they show and play (capi/wolfsuite.h): a set is decoded once when
// opened; views, sounds and traces come from reference/set_playback/, as the `wolfsuite` command
// gets them.
#include <algorithm>
#include <string>
#include <string_view>

#include "capi/call_outcome.h"
#include "capi/wolfsuite.h"
#include "cli/playable_set.h"
#include "decoders/core/ascii_case.h"
#include "decoders/wolf/data_set.h"
#include "decoders/wolf/wolf_set.h"
#include "reference/opl2/register_stream.h"
#include "reference/opl2/render.h"
#include "reference/set_playback/set_playback.h"

// The handle behind the C API's opaque wolfsuite_set.
struct wolfsuite_set {
  wolfsuite::WolfSet set;
  wolfsuite::WolfSetReport report;  // decode_wolf_set's: why a family the set lacks did not decode
  std::string name;                 // set_name(set), kept for wolfsuite_set_name
  wolfsuite::raycaster::Textures textures;  // set_textures(set), for every view and demo trace
};

namespace wolfsuite::capi {
namespace {

constexpr int kGridFixedEnd = 64 << 16;  // the 64 x 64 map in 16.16 tiles
constexpr int kMaxScreenSide = 8192;     // reference/raycaster/projection.h kMaxFrameSide

int open(WolfSet set, WolfSetReport report, wolfsuite_set** handle) {
  // Before the handle, which nothing would free if these threw.
  std::string name = set_name(set);
  raycaster::Textures textures = set_playback::set_textures(set);
  *handle =
      new wolfsuite_set{std::move(set), std::move(report), std::move(name), std::move(textures)};
  return succeed();
}

// Why `view` cannot be drawn whatever the set, or "".
std::string invalid_view(const wolfsuite_view& view) {
  const auto on_grid = [](std::int32_t fixed) { return fixed >= 0 && fixed < kGridFixedEnd; };
  if (!on_grid(view.x) || !on_grid(view.y)) return "the position is off the 64 x 64 map";
  const auto side_fits = [](int side) { return side >= 1 && side <= kMaxScreenSide; };
  if (!side_fits(view.screen_width) || !side_fits(view.screen_height)) {
    return "a screen side is outside 1..8192";
  }
  return "";
}

}  // namespace
}  // namespace wolfsuite::capi

using namespace wolfsuite;  // NOLINT(google-build-using-namespace): the C entry points below
using capi::guarded;

extern "C" {

int wolfsuite_set_open_files(const wolfsuite_file* files, size_t count, const char* extension,
                             wolfsuite_set** set) {
  return guarded([&] {
    if (set == nullptr || (files == nullptr && count != 0)) {
      return capi::invalid_argument("null set pointer, or null files with a count");
    }
    *set = nullptr;
    WolfSetFiles set_files;
    set_files.extension = extension == nullptr ? "" : ascii_lower(extension);
    for (size_t i = 0; i < count; ++i) {
      const wolfsuite_file& file = files[i];
      const std::string stem = file.stem == nullptr ? "" : ascii_lower(file.stem);
      if (std::find(kDataSetStems.begin(), kDataSetStems.end(), stem) == kDataSetStems.end()) {
        return capi::invalid_argument("file " + std::to_string(i) + ": \"" + stem +
                                      "\" is not the stem of a set's file");
      }
      if (!capi::readable(file.data, file.size)) {
        return capi::invalid_argument("file " + stem + ": null data with a size");
      }
      if (set_files.files.contains(stem)) {
        return capi::invalid_argument("file " + std::to_string(i) + ": a second \"" + stem +
                                      "\" (stems are compared in any case)");
      }
      set_files.files[stem] = Bytes(file.data, file.data + file.size);
    }
    WolfSetReport report;
    WolfSet decoded = decode_wolf_set(set_files, report);
    return capi::open(std::move(decoded), std::move(report), set);
  });
}

int wolfsuite_set_open_folder(const char* folder, const char* tag, wolfsuite_set** set) {
  return guarded([&] {
    if (set == nullptr || folder == nullptr) return capi::invalid_argument("null folder or set");
    *set = nullptr;
    Result<cli::LoadedSet> loaded =
        cli::load_playable_set(folder, tag == nullptr ? "" : tag,
                               {"E-RENDER-NO-MAPS", "E-RENDER-NO-VSWAP"});
    if (!loaded.ok()) return capi::fail(loaded.error());
    return capi::open(std::move(loaded->set), std::move(loaded->report), set);
  });
}

void wolfsuite_set_close(wolfsuite_set* set) { delete set; }

const char* wolfsuite_set_name(const wolfsuite_set* set) {
  return set == nullptr ? "" : set->name.c_str();
}

int wolfsuite_render_view(const wolfsuite_set* set, const wolfsuite_view* view, uint8_t** pixels,
                          size_t* size, int* width, int* height) {
  return guarded([&] {
    if (width != nullptr) *width = 0;
    if (height != nullptr) *height = 0;
    if (!capi::clear_result(pixels, size) || set == nullptr || view == nullptr ||
        width == nullptr || height == nullptr) {
      return capi::invalid_argument("a null pointer");
    }
    if (const std::string problem = capi::invalid_view(*view); !problem.empty()) {
      return capi::invalid_argument(problem);
    }
    if (auto error = family_error(set->report, {"maps", "vswap"})) return capi::fail(*error);
    set_playback::MapViewRequest request;
    request.map = view->map;
    request.view = {view->x, view->y, view->angle};
    request.view_size = view->view_size;
    request.screen_width = view->screen_width;
    request.screen_height = view->screen_height;
    const Result<raycaster::Frame> frame =
        set_playback::render_map_view(set->set, set->textures, request);
    if (!frame.ok()) return capi::fail(frame.error());
    const int status = capi::hand_over(frame->pixels, pixels, size);
    if (status == WOLFSUITE_OK) {
      *width = frame->width;
      *height = frame->height;
    }
    return status;
  });
}

int wolfsuite_adlib_sound_writes(const wolfsuite_set* set, int sound, char** text, size_t* size) {
  return guarded([&] {
    if (!capi::clear_result(text, size) || set == nullptr) {
      return capi::invalid_argument("a null pointer");
    }
    if (auto error = family_error(set->report, {"audio"})) return capi::fail(*error);
    const auto stream = set_playback::adlib_effect_stream(set->set, sound);
    if (!stream.ok()) return capi::fail(stream.error());
    return capi::hand_over(
        opl2::format_register_stream(*stream, set->name + " sfx " + std::to_string(sound)), text,
        size);
  });
}

int wolfsuite_adlib_sound_pcm(const wolfsuite_set* set, int sound, int16_t** samples,
                              size_t* count) {
  return guarded([&] {
    if (!capi::clear_result(samples, count) || set == nullptr) {
      return capi::invalid_argument("a null pointer");
    }
    if (auto error = family_error(set->report, {"audio"})) return capi::fail(*error);
    const auto stream = set_playback::adlib_effect_stream(set->set, sound);
    if (!stream.ok()) return capi::fail(stream.error());
    return capi::hand_over(opl2::render(*stream), samples, count);
  });
}

int wolfsuite_opl2_pcm(const char* writes, size_t writes_size, int16_t** samples, size_t* count) {
  return guarded([&] {
    if (!capi::clear_result(samples, count) || !capi::readable(writes, writes_size)) {
      return capi::invalid_argument("a null pointer");
    }
    const auto parsed = opl2::parse_register_stream(std::string_view(writes, writes_size));
    if (!parsed.ok()) return capi::fail(parsed.error());
    return capi::hand_over(opl2::render(parsed->stream), samples, count);
  });
}

int wolfsuite_demo_trace(const wolfsuite_set* set, int demo, char** text, size_t* size) {
  return guarded([&] {
    if (!capi::clear_result(text, size) || set == nullptr) {
      return capi::invalid_argument("a null pointer");
    }
    if (auto error = family_error(set->report, {"maps", "vswap", "graphics"})) {
      return capi::fail(*error);
    }
    return capi::hand_over_result(set_playback::set_demo_trace(set->set, set->textures, demo), text,
                                  size);
  });
}

}  // extern "C"
