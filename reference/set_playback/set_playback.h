#pragma once
// What a decoded Wolfenstein 3-D set shows and plays when asked by number, the way the `wolfsuite`
// command, the C API (capi/wolfsuite.h) and the gate's capabilities (gate/view_capabilities.cc,
// sound_capabilities.cc) ask: a view of one of its maps, one of its AdLib sound effects, one of
// its demos and that demo's trace. The checks that turn a missing map, effect or demo into a
// catalogued error are made here for the C API and the gate; the command shares set_demo,
// adlib_effect and check_effect_length, while its render and demo make their own missing-map and
// view-size checks with the same IDs (cli/render_command.cc run_one_frame, which also draws moved
// doors, a weapon and the fast renderer; cli/demo_command.cc, which plays at any view size).
//
// Catalogue (the IDs the command line reported first, so every caller reports the same ones)
//   E-RENDER-NO-MAPS / E-RENDER-NO-VSWAP   render_map_view: the set lacks MAPHEAD + GAMEMAPS /
//   VSWAP E-RENDER-NO-MAP                        render_map_view: the slot holds no map
//   E-RENDER-VIEW-SIZE                     render_map_view: the view size gives no window
//   E-PLAY-NO-AUDIO / E-PLAY-NO-SOUND      the set lacks AUDIOHED + AUDIOT / that effect or song,
//                                          or has it empty
//   E-PLAY-TOO-LONG                        check_effect_length: the effect lasts over an hour
//   E-DEMO-NO-DEMO                         the set lacks VGAGRAPH or that demo
//   E-DEMO-NO-MAPS / E-DEMO-NO-VSWAP       set_demo_playback: the set lacks what playback needs
//   E-DEMO-NO-MAP                          set_demo_playback: the demo's map is not in the set
#include <string>

#include "decoders/core/error.h"
#include "decoders/wolf/audio.h"
#include "decoders/wolf/graphics_chunks.h"
#include "decoders/wolf/maps.h"
#include "decoders/wolf/wolf_set.h"
#include "reference/opl2/register_stream.h"
#include "reference/raycaster/engine_views.h"
#include "reference/raycaster/frame.h"
#include "reference/raycaster/projection.h"
#include "reference/raycaster/render_options.h"
#include "reference/raycaster/scene.h"
#include "reference/raycaster/view_window.h"
#include "reference/sim/demo_playback.h"
#include "reference/sim/trace.h"

namespace wolfsuite::set_playback {

// decoders/wolf/maps.h's, under the name the C API (capi/codecs.cc) calls it by.
using ::wolfsuite::map_in_slot;

// "0-9, 12": the slots that hold a map, for messages that name what the set has; "none".
std::string map_slots_text(const MapSet& maps);

struct MapViewRequest {
  int map = 0;
  raycaster::View view;  // 16.16 tiles, whole degrees
  int view_size = raycaster::kDefaultViewSize;
  int screen_width = 320;
  int screen_height = 200;
  // Doors open by these positions (matched by tile; the others closed) and a pushwall in motion,
  // as the engine tool's --oracle-door and --oracle-pushwall set them.
  std::vector<raycaster::EngineDoor> doors;
  std::optional<raycaster::EnginePushwall> pushwall;
};

// The set's VSWAP as the raycaster draws it (none without a VSWAP): built once by a caller that
// renders or plays the set again and again (the C API's set handle), for the overloads below.
raycaster::Textures set_textures(const WolfSet& set);

// The view as the literal renderer draws it in the engine's window for the view size on the
// screen, the doors and pushwall as the request sets them, no weapon: view_width * view_height palette indices, row-major.
Result<raycaster::Frame> render_map_view(const WolfSet& set, const MapViewRequest& request);
// The same with the set's textures already built (set_textures(set)).
Result<raycaster::Frame> render_map_view(const WolfSet& set, const raycaster::Textures& textures,
                                         const MapViewRequest& request);

// The same view with what the renderer reports of it (every column's wall post).
struct MapView {
  raycaster::Frame frame;
  raycaster::FrameReport report;
};
Result<MapView> render_map_view_with_report(const WolfSet& set, const MapViewRequest& request);
// Whether a ray of the view reads outside the tile map's array, where the engine's read is
// undefined (reference/raycaster/ray_cast.h "off the map"); only the wall pass runs.
Result<bool> map_view_reads_outside_tile_array(const WolfSet& set, const MapViewRequest& request);

// AdLib sound effect `sound` of the audio (the lump's index in the AdLib group);
// E-PLAY-NO-SOUND naming the effects there are when it has none there.
Result<const AdlibSound*> adlib_effect(const Audio& audio, int sound);
// Song `song` of the audio (the music group's index); E-PLAY-NO-SOUND naming the songs there are
// when it has none there or an empty one (no command: the engine plays silence).
Result<const Music*> song(const Audio& audio, int number);

// An effect of a million pitch bytes would last two hours: at most an hour (kMaxStreamSamples) is
// rendered. `what` names the effect in the message.
Status check_effect_length(const opl2::RegisterStream& stream, const std::string& what);

// Effect `sound` of the set as the engine's driver writes it (instant timing) to the chip, no
// longer than check_effect_length allows.
Result<opl2::RegisterStream> adlib_effect_stream(const WolfSet& set, int sound);

// Demo `demo` (0-based) of the set's VGAGRAPH.
Result<Demo> set_demo(const WolfSet& set, int demo);

// The rules the set's demos play by: Spear of Destiny's, the shareware build's (wl1).
sim::PlaybackOptions playback_options(const WolfSet& set);

// What demo `demo` is played with: the demo, its map (in `set`, which must outlive this), the
// set's rules with the view left undrawn (the trace is the same either way: demo_recordings_test
// plays the engine's recordings both ways) and the trace's header (view size
// 19 on a 320 x 200 screen, the set named by set_name).
struct DemoPlayback {
  Demo demo;
  const GameMap* map = nullptr;
  sim::PlaybackOptions options;
  sim::TraceHeader header;
};
Result<DemoPlayback> set_demo_playback(const WolfSet& set, int demo);
// The same of an input recording in the demo lump's format (the engine tool's
// --oracle-demo-file), played as demo 0. E-DEMO-NO-DEMO when the bytes are no demo.
Result<DemoPlayback> recording_playback(const WolfSet& set, ByteSpan recording);

// The whole trace (reference/sim/trace.h) of demo `demo` played as the engine plays its demos.
Result<std::string> set_demo_trace(const WolfSet& set, int demo);
// The same with the set's textures already built (set_textures(set)).
Result<std::string> set_demo_trace(const WolfSet& set, const raycaster::Textures& textures,
                                   int demo);
// The whole trace of an input recording (recording_playback).
Result<std::string> recording_trace(const WolfSet& set, ByteSpan recording);

}  // namespace wolfsuite::set_playback
