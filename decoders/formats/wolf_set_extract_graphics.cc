// The VGAGRAPH section of `wolfsuite extract` (wolf_set_extract.h): pictures, fonts, palettes and
// demos.
#include <optional>
#include <string>
#include <utility>

#include "decoders/formats/wolf_set_extract.h"
#include "decoders/formats/wolf_set_images.h"
#include "decoders/formats/wolf_set_json.h"
#include "decoders/wolf/graphics_chunks.h"

namespace wolfsuite {
namespace {

// Numbers the lumps of each kind in chunk order.
struct GraphicsCounters {
  std::optional<PictureTable> table;
  std::size_t pictures = 0;
  std::size_t fonts = 0;
  std::size_t palettes = 0;
  std::size_t demos = 0;
};

void extract_picture(SetContext& context, const GraphicsChunk& chunk, GraphicsCounters& counters) {
  const std::size_t k = counters.pictures++;
  if (!counters.table || k >= counters.table->sizes.size()) return;
  const std::string lump = "picture " + std::to_string(k);
  const auto picture =
      decode_picture(chunk.expanded, counters.table->sizes[k], context.report.findings);
  if (!picture.ok()) return context.fail("graphics", picture.error(), lump);
  if (picture->width == 0 || picture->height == 0) {
    context.report.findings.add("W-EXTRACT-PICTURE-EMPTY", 0,
                                lump + ": " + std::to_string(picture->width) + " x " +
                                    std::to_string(picture->height) + ", no file written");
    return;
  }
  context.writer.write_indexed("pics", "pics/" + numbered("pic", k, 3, ".png"),
                               picture_image(*picture), png_palette(context.palette.palette));
}

void extract_font(SetContext& context, std::size_t n, const GraphicsChunk& chunk,
                  GraphicsCounters& counters) {
  const std::size_t k = counters.fonts++;
  const std::string lump = "font " + std::to_string(k);
  const auto font = decode_font(chunk.expanded, context.report.findings);
  if (!font.ok()) return context.fail("graphics", font.error(), lump);
  const auto sheet = font_sheet(*font);
  if (sheet.ok()) {
    context.writer.write_indexed("fonts", "fonts/" + numbered("font", k, 1, ".png"), *sheet,
                                 font_sheet_palette());
  } else {
    context.fail("graphics", sheet.error(), lump);
  }
  context.writer.write_json("fonts", "fonts/" + numbered("font", k, 1, ".json"),
                            font_json(n, *font));
}

void extract_palette(SetContext& context, const GraphicsChunk& chunk, GraphicsCounters& counters) {
  const std::size_t k = counters.palettes++;
  const auto palette = decode_palette(chunk.expanded, context.report.findings);
  if (!palette.ok()) {
    return context.fail("graphics", palette.error(), "palette " + std::to_string(k));
  }
  context.writer.write_indexed("palettes", "palettes/" + numbered("palette", k, 1, ".png"),
                               palette_swatch(), png_palette(palette->rgb));
}

void extract_demo(SetContext& context, std::size_t n, const GraphicsChunk& chunk,
                  GraphicsCounters& counters) {
  const std::size_t k = counters.demos++;
  const auto demo = decode_demo(chunk.expanded, context.report.findings);
  if (!demo.ok()) return context.fail("graphics", demo.error(), "demo " + std::to_string(k));
  context.writer.write_json("demos", "demos/" + numbered("demo", k, 1, ".json"),
                            demo_json(n, *demo));
}

}  // namespace

void extract_graphics(SetContext& context, const Graphics& graphics) {
  GraphicsCounters counters;
  for (std::size_t n = 0; n < graphics.chunks.size(); ++n) {
    const GraphicsChunk& chunk = graphics.chunks[n];
    switch (chunk.kind) {
      case GraphicsChunkKind::kPictureTable: {
        auto table = decode_picture_table(chunk.expanded, context.report.findings);
        if (table.ok()) {
          counters.table = std::move(*table);
        } else {
          context.fail("graphics", table.error(), "picture table");
        }
        break;
      }
      case GraphicsChunkKind::kPicture:
        extract_picture(context, chunk, counters);
        break;
      case GraphicsChunkKind::kFont:
        extract_font(context, n, chunk, counters);
        break;
      case GraphicsChunkKind::kPalette:
        extract_palette(context, chunk, counters);
        break;
      case GraphicsChunkKind::kDemo:
        extract_demo(context, n, chunk, counters);
        break;
      default:
        break;
    }
    context.progress("graphics", n + 1, graphics.chunks.size());
  }
}

}  // namespace wolfsuite
