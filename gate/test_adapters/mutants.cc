#include "gate/test_adapters/mutants.h"

#include <algorithm>

#include "gate/test_adapters/mutant_faults.h"

namespace wolfsuite::gate {

std::span<const Mutant> mutants() {
  static const std::vector<Mutant> kMutants = {
      {"rlew-tag",
       "RLEW expands with the tag one above the stream's (MAPHEAD's for map planes)",
       {"rlew-expand", "map-plane"},
       mutant::rlew_tag_off_by_one},
      {"carmack-near",
       "a Carmack near copy starts one word further back than it says",
       {"carmack-expand"},
       mutant::carmack_near_one_word_back},
      {"huffman-bit-order",
       "Huffman reads each byte's bits most significant first",
       {"huffman-expand"},
       mutant::huffman_msb_first},
      {"texel-row-flip",
       "every wall texture's texel rows upside down (row 63 - r)",
       {"render-view"},
       mutant::texel_rows_flipped},
      {"wall-short",
       "every wall post drawn one row short: its bottom row is floor",
       {"render-view"},
       mutant::wall_one_row_short},
      {"door-late",
       "a door that has just opened waits one tic more before it closes",
       {"demo-trace"},
       mutant::doors_close_a_tic_late},
      {"opl-envelope-rate",
       "every attack, decay, sustain level and release nibble written to the chip one off",
       {"opl2-pcm", "imf-pcm"},
       mutant::envelope_rates_off_by_one},
  };
  return kMutants;
}

const Mutant* find_mutant(std::string_view name) {
  const auto all = mutants();
  const auto found =
      std::find_if(all.begin(), all.end(), [&](const Mutant& m) { return m.name == name; });
  return found == all.end() ? nullptr : &*found;
}

}  // namespace wolfsuite::gate
