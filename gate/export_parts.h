#pragma once
// The exporter's parts (vectors_export.h), one file per capability family; used by
// vectors_export.cc only.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "decoders/wolf/version.h"
#include "decoders/wolf/wolf_set.h"
#include "gate/vector_tree.h"
#include "gate/vectors_export.h"

namespace wolfsuite::gate::exporter {

// One set being exported: its files (already in the tree) and its decoded model.
struct SetExport {
  std::string name;
  const WolfSetFiles& files;
  const WolfSet& set;
  const std::vector<raycaster::EngineView>& engine_views;
  std::optional<GameVersion> version;        // the detected one: render-view and demo-trace need it
  std::map<std::string, std::string> paths;  // stem -> the stored file's path

  bool has(const std::string& stem) const { return paths.contains(stem); }
  // The stored file `stem` as input `role`.
  VectorInput input(const std::string& role, const std::string& stem) const {
    return {role, paths.at(stem)};
  }
  ByteSpan bytes(const std::string& stem) const { return *files.file(stem); }
  // Every stored file of the set, each as the input named by its stem: a demo's inputs.
  std::vector<VectorInput> every_file() const {
    std::vector<VectorInput> inputs;
    for (const std::string_view stem : kWolfSetStems) {
      if (has(std::string(stem))) inputs.push_back(input(std::string(stem), std::string(stem)));
    }
    return inputs;
  }
  std::string id(const std::string& capability, const std::string& vector) const {
    return name + "/" + capability + "/" + vector;
  }
};

// "map07", "chunk012": a number padded to `digits` after its prefix, so ids sort in order.
std::string numbered(std::string_view prefix, std::size_t number, int digits);

// export_codecs.cc: carmack-expand, rlew-expand, map-plane, huffman-expand, graphics-chunk.
void export_map_planes(const SetExport& set, VectorTree& tree);
void export_graphics_chunks(const SetExport& set, VectorTree& tree);
// export_pages.cc: vswap-page, audio-lump.
void export_pages_and_lumps(const SetExport& set, VectorTree& tree);
// export_views.cc: render-view, demo-trace.
void export_views(const SetExport& set, VectorTree& tree, const FramePngEncoder& png);
void export_demos(const SetExport& set, VectorTree& tree);
// Whether the set has what render-view needs: a version, maps and VSWAP.
bool can_export_views(const SetExport& set);
// export_generated.cc: `count` seeded random views and input recordings of the set.
void export_generated(const SetExport& set, VectorTree& tree, const FramePngEncoder& png,
                      const GeneratedVectors& generated);
// export_sounds.cc: adlib-sound, opl2-pcm, imf-pcm.
void export_sounds(const SetExport& set, VectorTree& tree);
// export_verdicts.cc: verdict.
void export_verdicts(const std::vector<CorpusCase>& corpus, VectorTree& tree);

}  // namespace wolfsuite::gate::exporter
