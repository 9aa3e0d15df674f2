#pragma once
// One render-view vector of the exporter (export_views.cc, export_generated.cc), made at the
// engine's screen and, when it shows the engine's behaviour at the default window, at the higher
// resolutions ports run at too: there sprite rotation can go another way (Wolf4SDL's shipped
// FIXCALCROTATE rotates by the view's own centre, DOS by (centerx - viewx) / 8), which no
// 320x200 frame shows. Used by the exporter's parts only.
#include <optional>
#include <string>
#include <vector>

#include "decoders/wolf/set_palette.h"
#include "gate/export_parts.h"
#include "reference/raycaster/engine_views.h"

namespace wolfsuite::gate::exporter {

struct ViewVector {
  std::string name;  // the id's last part before "-vs<size>"
  int map = 0;
  raycaster::View view;
  int view_size = 19;
  std::vector<raycaster::EngineDoor> doors;
  std::optional<raycaster::EnginePushwall> pushwall;
  std::vector<std::string> tags;  // "off-map", "engine-view", "generated", ...
};

class ViewVectors {
 public:
  ViewVectors(const SetExport& set, VectorTree& tree, const FramePngEncoder& png);

  // The vector at 320x200, tagged "door-open" / "pushwall-moving" by its motion and
  // "implementation-defined" when a ray reads outside the tile map; at the default view size and
  // when not implementation-defined, also at 640x400 and 960x600 (tag "hi-res", id suffix
  // "-640x400"). A view size that leaves no window on a screen gives no vector there.
  void add(const ViewVector& view);

 private:
  struct Screen {
    int width;
    int height;
  };
  // False when the view is implementation-defined there.
  bool add_at(const ViewVector& view, Screen screen, std::vector<std::string> tags);
  bool reads_outside_tile_map(const ViewVector& view, Screen screen) const;

  const SetExport& set_;
  VectorTree& tree_;
  const FramePngEncoder& png_;
  Rgb8Palette palette_;
};

}  // namespace wolfsuite::gate::exporter
