#include "decoders/quake/bsp_miptex.h"

#include <algorithm>
#include <utility>

#include "decoders/core/byte_reader.h"
#include "decoders/core/byte_writer.h"

namespace wolfsuite {
namespace {

constexpr std::string_view kRange = "E-QUAKE-BSP-MIPTEX-RANGE";
constexpr std::string_view kEncode = "E-QUAKE-BSP-ENCODE";

std::size_t level_bytes(std::uint32_t width, std::uint32_t height, std::size_t level) {
  return std::size_t{width >> level} * std::size_t{height >> level};
}

Bytes texture_header(const Miptex& miptex, const std::array<std::uint32_t, kMipLevels>& offsets) {
  ByteWriter writer;
  writer.bytes(miptex.name_field);
  writer.u32(miptex.width);
  writer.u32(miptex.height);
  for (const std::uint32_t offset : offsets) writer.u32(offset);
  return writer.take();
}

Status check_levels(const Miptex& miptex, std::size_t index) {
  for (std::size_t k = 0; k < kMipLevels; ++k) {
    if (miptex.levels[k].size() != level_bytes(miptex.width, miptex.height, k)) {
      return malformed(kEncode, 0,
                       "miptex " + std::to_string(index) + " level " + std::to_string(k) +
                           " holds " + std::to_string(miptex.levels[k].size()) +
                           " bytes, not the size its width and height give");
    }
  }
  return {};
}

std::optional<Bytes> encode_with_layout(const MiptexLump& lump, const MiptexLayout& layout) {
  if (layout.offsets.size() != lump.textures.size()) return std::nullopt;
  ByteWriter directory;
  directory.u32(static_cast<std::uint32_t>(lump.textures.size()));
  for (const std::int32_t offset : layout.offsets) directory.i32(offset);
  Canvas canvas(layout.lump_size);
  bool fits = canvas.place(0, directory.view());
  std::size_t present = 0;
  for (std::size_t i = 0; fits && i < lump.textures.size(); ++i) {
    const bool missing = layout.offsets[i] < 0;
    if (missing != !lump.textures[i].has_value()) return std::nullopt;
    if (missing) continue;
    if (present >= layout.level_offsets.size()) return std::nullopt;
    const auto& level_offsets = layout.level_offsets[present++];
    const std::size_t at = static_cast<std::size_t>(layout.offsets[i]);
    fits = canvas.place(at, texture_header(*lump.textures[i], level_offsets));
    for (std::size_t k = 0; fits && k < kMipLevels; ++k) {
      fits = canvas.place(at + level_offsets[k], lump.textures[i]->levels[k]);
    }
  }
  for (const PlacedBytes& piece : layout.leftover) {
    fits = fits && canvas.place(piece.offset, piece.bytes);
  }
  if (!fits || present != layout.level_offsets.size()) return std::nullopt;
  return canvas.take();
}

}  // namespace

Result<MiptexLump> decode_miptex_lump(ByteSpan lump, std::size_t lump_offset) {
  MiptexLump result;
  if (lump.empty()) return result;
  ByteReader reader(lump, kRange, lump_offset);
  WS_ASSIGN_OR_RETURN(const std::int32_t numtex, reader.i32());
  if (numtex < 0 || static_cast<std::size_t>(numtex) > reader.remaining() / 4) {
    return malformed(kRange, lump_offset,
                     "numtex " + std::to_string(numtex) + " does not fit the " +
                         std::to_string(lump.size()) + "-byte lump");
  }
  if (static_cast<std::size_t>(numtex) > kMaxMiptex) {
    return over_limit("E-QUAKE-BSP-MIPTEX-LIMIT", lump_offset,
                      std::to_string(numtex) + " textures; at most " + std::to_string(kMaxMiptex));
  }
  MiptexLayout layout;
  layout.lump_size = lump.size();
  std::vector<ByteRange> covered = {{0, 4 + 4 * static_cast<std::size_t>(numtex)}};
  for (std::int32_t i = 0; i < numtex; ++i) {
    WS_ASSIGN_OR_RETURN(const std::int32_t offset, reader.i32());
    layout.offsets.push_back(offset);
  }
  std::size_t pixel_total = 0;
  for (std::size_t i = 0; i < layout.offsets.size(); ++i) {
    const std::int32_t offset = layout.offsets[i];
    const std::size_t entry_at = lump_offset + 4 + 4 * i;
    if (offset == -1) {
      result.textures.emplace_back();
      continue;
    }
    if (offset < 0 || static_cast<std::size_t>(offset) > lump.size() ||
        lump.size() - static_cast<std::size_t>(offset) < kMiptexHeaderBytes) {
      return malformed(kRange, entry_at,
                       "miptex " + std::to_string(i) + " at " + std::to_string(offset) +
                           " is not inside the lump");
    }
    const std::size_t at = static_cast<std::size_t>(offset);
    WS_ASSIGN_OR_RETURN(ByteReader header, reader.sub(at, kMiptexHeaderBytes));
    Miptex miptex;
    WS_ASSIGN_OR_RETURN(const ByteSpan name, header.bytes(kMiptexNameBytes));
    std::copy(name.begin(), name.end(), miptex.name_field.begin());
    WS_ASSIGN_OR_RETURN(miptex.width, header.u32());
    WS_ASSIGN_OR_RETURN(miptex.height, header.u32());
    if (miptex.width == 0 || miptex.height == 0 || miptex.width % 8 != 0 ||
        miptex.height % 8 != 0) {
      return malformed("E-QUAKE-BSP-MIPTEX-SIZE", lump_offset + at + kMiptexNameBytes,
                       "miptex " + std::to_string(i) + " is " + std::to_string(miptex.width) + "x" +
                           std::to_string(miptex.height) +
                           "; both must be non-zero multiples of 8");
    }
    std::array<std::uint32_t, kMipLevels> level_offsets{};
    covered.push_back({at, at + kMiptexHeaderBytes});
    for (std::size_t k = 0; k < kMipLevels; ++k) {
      WS_ASSIGN_OR_RETURN(level_offsets[k], header.u32());
      const std::size_t size = level_bytes(miptex.width, miptex.height, k);
      const std::size_t room = lump.size() - at;
      if (level_offsets[k] > room || size > room - level_offsets[k]) {
        return malformed(kRange, lump_offset + at + 24 + 4 * k,
                         "miptex " + std::to_string(i) + " level " + std::to_string(k) +
                             " is not inside the lump");
      }
      pixel_total += size;
      if (pixel_total > kMaxMiptexPixelBytes) {
        return over_limit("E-QUAKE-BSP-MIPTEX-LIMIT", lump_offset + at + 24 + 4 * k,
                          "the textures' pixels add up to more than " +
                              std::to_string(kMaxMiptexPixelBytes) + " bytes");
      }
      const std::size_t begin = at + level_offsets[k];
      miptex.levels[k].assign(lump.begin() + static_cast<std::ptrdiff_t>(begin),
                              lump.begin() + static_cast<std::ptrdiff_t>(begin + size));
      covered.push_back({begin, begin + size});
    }
    layout.level_offsets.push_back(level_offsets);
    result.textures.emplace_back(std::move(miptex));
  }
  layout.leftover = uncovered_bytes(lump, covered);
  result.layout = std::move(layout);
  return result;
}

Result<Bytes> encode_miptex_lump(const MiptexLump& lump) {
  if (lump.textures.size() > kMaxMiptex) {
    return over_limit(
        kEncode, 0,
        std::to_string(lump.textures.size()) + " textures; at most " + std::to_string(kMaxMiptex));
  }
  for (std::size_t i = 0; i < lump.textures.size(); ++i) {
    if (lump.textures[i]) WS_RETURN_IF_ERROR(check_levels(*lump.textures[i], i));
  }
  if (lump.layout) {
    if (auto bytes = encode_with_layout(lump, *lump.layout)) return std::move(*bytes);
  }
  if (lump.textures.empty()) return Bytes{};
  ByteWriter writer;
  writer.u32(static_cast<std::uint32_t>(lump.textures.size()));
  std::size_t at = 4 + 4 * lump.textures.size();
  for (const auto& texture : lump.textures) {
    if (!texture) {
      writer.i32(-1);
      continue;
    }
    writer.u32(static_cast<std::uint32_t>(at));
    at += kMiptexHeaderBytes;
    for (const Bytes& level : texture->levels) at += level.size();
  }
  for (const auto& texture : lump.textures) {
    if (!texture) continue;
    std::array<std::uint32_t, kMipLevels> offsets{};
    std::size_t level_at = kMiptexHeaderBytes;
    for (std::size_t k = 0; k < kMipLevels; ++k) {
      offsets[k] = static_cast<std::uint32_t>(level_at);
      level_at += texture->levels[k].size();
    }
    writer.bytes(texture_header(*texture, offsets));
    for (const Bytes& level : texture->levels) writer.bytes(level);
  }
  return writer.take();
}

std::string miptex_name(const Miptex& miptex) {
  const auto& field = miptex.name_field;
  return std::string(field.begin(), std::find(field.begin(), field.end(), std::uint8_t{0}));
}

Miptex make_miptex(const std::string& name, std::uint32_t width, std::uint32_t height,
                   const Bytes& full) {
  Miptex miptex;
  std::copy_n(name.begin(), std::min(name.size(), kMiptexNameBytes - 1), miptex.name_field.begin());
  miptex.width = width;
  miptex.height = height;
  for (std::size_t k = 0; k < kMipLevels; ++k) {
    for (std::uint32_t y = 0; y < (height >> k); ++y) {
      for (std::uint32_t x = 0; x < (width >> k); ++x) {
        const std::size_t source = (std::size_t{y} << k) * width + (std::size_t{x} << k);
        miptex.levels[k].push_back(source < full.size() ? full[source] : 0);
      }
    }
  }
  return miptex;
}

QuakePalette neutral_palette() {
  QuakePalette palette;
  for (std::size_t i = 0; i < palette.size(); ++i) {
    const auto level = static_cast<std::uint8_t>(i);
    palette[i] = Rgb{level, level, level};
  }
  return palette;
}

std::vector<IndexedImage> miptex_images(const MiptexLump& lump) {
  std::vector<IndexedImage> images;
  for (const auto& texture : lump.textures) {
    if (!texture) continue;
    for (std::size_t k = 0; k < kMipLevels; ++k) {
      images.push_back(IndexedImage{miptex_name(*texture) + "_mip" + std::to_string(k),
                                    texture->width >> k, texture->height >> k, texture->levels[k]});
    }
  }
  return images;
}

std::vector<Rgb> to_rgb(const IndexedImage& image, const QuakePalette& palette) {
  std::vector<Rgb> pixels;
  pixels.reserve(image.indexes.size());
  for (const std::uint8_t index : image.indexes) pixels.push_back(palette[index]);
  return pixels;
}

}  // namespace wolfsuite
