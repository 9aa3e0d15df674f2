#pragma once
// The capabilities of each family (capabilities.h), one file each; used by capabilities.cc only.
// Every function returns the output bytes or the error the input is refused with.
#include "decoders/core/bytes.h"
#include "decoders/core/error.h"
#include "gate/capabilities.h"

namespace wolfsuite::gate::capability {

// codec_capabilities.cc: the three codecs on bare streams.
Result<Bytes> rlew_expand(const CapabilityInput& input);
Result<Bytes> carmack_expand(const CapabilityInput& input);
Result<Bytes> huffman_expand(const CapabilityInput& input);

// file_capabilities.cc: one piece of a set's files, decoded as the engine reads it.
Result<Bytes> map_plane(const CapabilityInput& input);
Result<Bytes> graphics_chunk(const CapabilityInput& input);
Result<Bytes> vswap_page(const CapabilityInput& input);
Result<Bytes> audio_lump(const CapabilityInput& input);

// view_capabilities.cc: the raycaster's frame and the tic simulator's demo trace.
Result<Bytes> render_view(const CapabilityInput& input);
Result<Bytes> demo_trace(const CapabilityInput& input);

// sound_capabilities.cc: the AdLib driver and the OPL2 chip.
Result<Bytes> adlib_sound(const CapabilityInput& input);
Result<Bytes> opl2_pcm(const CapabilityInput& input);
Result<Bytes> imf_pcm(const CapabilityInput& input);

// verdict_capability.cc: a corpus file through its fuzz target's decoders.
Result<Bytes> verdict(const CapabilityInput& input);

}  // namespace wolfsuite::gate::capability
