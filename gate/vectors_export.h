#pragma once
// `wolfsuite vectors`: the conformance vectors of the embedded synthetic set, of every real set
// given, and of every corpus file the edge-case catalogue names (docs/ADAPTERS.md). The export is
// a VectorTree in memory: the same inputs give the same tree, byte for byte.
//
// What each set gives (ids "<set>/<capability>/<name>"; the set's files under "<set>/files/")
//   capability      vectors                                          output shipped
//   carmack-expand  every stored plane of every map: map<NN>-plane<P>  yes
//   rlew-expand     the same planes' RLEW streams                    yes
//   map-plane       the same planes, from MAPHEAD + GAMEMAPS          yes (the RLEW output's file)
//   huffman-expand  every VGAGRAPH chunk but the sparse ones and tile8 yes
//                   (whose lump the engine reads past): chunk<NNN>
//   graphics-chunk  the same chunks, from the three files             yes (the Huffman output's)
//   vswap-page      every page that is not sparse: page<NNNN>         no: a slice of VSWAP
//   audio-lump      every lump AUDIOHED bounds: lump<NNN>             no: a slice of AUDIOT
//   render-view     every golden view of every map (doors open and    yes, and a PNG
//                   pushwalls moving as the view has them) at view
//                   size 19 on 320x200, the start view also at 21 and
//                   10, and every engine view given; each at 19 also
//                   on 640x400 and 960x600 (known versions)
//   demo-trace      every demo in VGAGRAPH (known versions)           yes
//   with --generate N: N random views (render-view, as above) and N random input recordings
//   (demo-trace, input "recording") a set: "generated<NNNN>-map<slot>"
//   adlib-sound     every AdLib sound effect: sfx<NN>                 yes
//   opl2-pcm        the first kPcmSoundEffects of those streams       yes
//   imf-pcm         every song's first second at 700 Hz: music<NN>    yes
// and the corpus ("corpus/verdict/<target>.<file stem>"): one verdict vector per corpus file the
// catalogue names whose target has a verdict function (gate/corpus_verdict.h).
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "decoders/core/bytes.h"
#include "decoders/core/rgba_image.h"
#include "decoders/wolf/wolf_set.h"
#include "gate/vector_tree.h"
#include "reference/raycaster/engine_views.h"

namespace wolfsuite::gate {

inline constexpr std::string_view kCorpusSetName = "corpus";
inline constexpr std::size_t kPcmSoundEffects = 8;
inline constexpr std::int64_t kImfVectorSamples = 49716;  // one second at the chip's rate

struct NamedSetFiles {
  std::string name;  // unique among the sets: the vectors' first path part
  WolfSetFiles files;
  // The views the engine's frames were recorded from (golden/frames/<set>-engine-views.json),
  // when the set has them: those without moving doors or pushwall become render-view vectors too.
  std::vector<raycaster::EngineView> engine_views;
};

// One corpus file: corpus/<target>/<file_name>.
struct CorpusCase {
  std::string target;
  std::string file_name;
  Bytes data;
};

// The frame as a PNG in the set's palette (the command's libpng encoder), or nullopt.
using FramePngEncoder = std::function<std::optional<Bytes>(int width, int height, ByteSpan pixels,
                                                           const Rgb8Palette& palette)>;

struct VectorsExport {
  VectorTree tree;
  std::vector<std::string> sets;  // in the order exported, kCorpusSetName last when present
};

// Seeded random vectors added to every set (export_generated.cc): `count` render views and
// `count` input recordings a set, from `seed`.
struct GeneratedVectors {
  std::size_t count = 0;
  std::uint64_t seed = 1;
};

// Every vector of the table above. `png` may be empty (no PNG files).
VectorsExport export_vectors(const std::vector<NamedSetFiles>& sets,
                             const std::vector<CorpusCase>& corpus, const FramePngEncoder& png,
                             const GeneratedVectors& generated = {});

// The id of a corpus file's verdict vector.
std::string verdict_vector_id(const std::string& target, const std::string& file_name);

// "MAPHEAD.WL1": how a set's file is named under <set>/files/.
std::string set_file_name(const std::string& stem, const std::string& extension);

}  // namespace wolfsuite::gate
