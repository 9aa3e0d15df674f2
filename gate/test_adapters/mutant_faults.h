#pragma once
// Each mutant's capabilities with its fault (mutants.h), one file per family; used by mutants.cc
// only. `capability` is one of the mutant's own.
#include <string_view>

#include "gate/capabilities.h"
#include "gate/test_adapters/adapter_program.h"

namespace wolfsuite::gate::mutant {

// codec_mutants.cc
CapabilityResult rlew_tag_off_by_one(std::string_view capability, const CapabilityInput& input);
CapabilityResult carmack_near_one_word_back(std::string_view capability,
                                            const CapabilityInput& input);
CapabilityResult huffman_msb_first(std::string_view capability, const CapabilityInput& input);

// view_mutants.cc
CapabilityResult texel_rows_flipped(std::string_view capability, const CapabilityInput& input);
CapabilityResult wall_one_row_short(std::string_view capability, const CapabilityInput& input);

// demo_mutant.cc
CapabilityResult doors_close_a_tic_late(std::string_view capability, const CapabilityInput& input);

// sound_mutant.cc
CapabilityResult envelope_rates_off_by_one(std::string_view capability,
                                           const CapabilityInput& input);

}  // namespace wolfsuite::gate::mutant
