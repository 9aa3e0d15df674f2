#include "bench/branch_scrub.h"

#include <benchmark/benchmark.h>

#include <cstdint>

namespace wolfsuite::bench {
namespace {

// Rounds of four branches on fresh pseudo-random bits, about 1 ms. Measured on sdm's Carmack
// planes inside codec_bench (README.md "First sight"): after 4,096 rounds the predictor still knew
// them (unchecked 3.3-4.2 us, 2.3 us with no scrub); after 16,384, 13.0-16.3 us, the time still
// rising a little with more rounds; at 65,536, three runs within 8 % of each other (19.0-20.5 us).
constexpr int kScrubRounds = 65536;

// Carried from call to call, so no two scrubs take the same branch sequence.
std::uint64_t scrub_state = 0x9E37'79B9'7F4A'7C15;

}  // namespace

void scrub_branch_predictor() {
  std::uint64_t state = scrub_state;
  std::uint64_t taken = 0;
  for (int round = 0; round < kScrubRounds; ++round) {
    // xorshift64: cheap bits with no pattern a predictor can learn.
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    // DoNotOptimize is an asm statement the compiler cannot execute unconditionally, so each `if`
    // stays a real conditional branch instead of becoming a conditional move.
    if ((state & 1) != 0) benchmark::DoNotOptimize(taken += 1);
    if ((state & 2) != 0) benchmark::DoNotOptimize(taken += 3);
    if ((state & 4) != 0) benchmark::DoNotOptimize(taken ^= 5);
    if ((state & 8) != 0) benchmark::DoNotOptimize(taken += 7);
  }
  scrub_state = state;
  benchmark::DoNotOptimize(taken);
}

}  // namespace wolfsuite::bench
