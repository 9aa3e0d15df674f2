// Quake visibility rows (decoders/quake/bsp_vis.h) on any bytes: the first two bytes are the
// row's length in bytes (uint16 LE), the rest is a visibility lump whose row at offset 0 is
// decoded. A row that decodes must compress and decode back to itself.
#include <cstddef>
#include <cstdint>

#include "decoders/core/byte_reader.h"
#include "decoders/quake/bsp_vis.h"
#include "fuzz/fuzz_checks.h"

using namespace wolfsuite;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const ByteSpan input(data, size);
  if (input.size() < 2) return 0;
  const std::size_t row_bytes = load_u16le(input, 0);
  const ByteSpan visibility = input.subspan(2);

  Findings findings;
  const Result<Bytes> row = decompress_vis_row(visibility, 0, row_bytes, findings, 2);
  fuzz::abort_on_internal(row, "decompress_vis_row");
  if (!row.ok()) return 0;
  fuzz::require(row->size() == row_bytes, "decompress_vis_row gave a row of another length");

  const Bytes coded = compress_vis_row(*row);
  Findings again_findings;
  fuzz::require_same_bytes(*row,
                           fuzz::require_ok(decompress_vis_row(coded, 0, row_bytes, again_findings),
                                            "decompress_vis_row(compress_vis_row(row))"),
                           "decompress(compress(row))");
  fuzz::require(again_findings.empty(), "compress_vis_row wrote a run past the row");
  return 0;
}
