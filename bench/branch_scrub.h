#pragma once
// Makes the CPU's branch predictor forget what it has learned, so that the code timed next meets
// its input as if for the first time.
//
// Why: Google Benchmark runs the same inputs thousands of times, and the predictor learns the
// data-dependent branches of an expander's command sequence (literal or copy, a copy's length).
// A port expands a level's planes once per load. On the real planes, the engine's Carmack loop
// took 8-9x as long right after a scrub as inside the repeated loop (README.md "First sight").
namespace wolfsuite::bench {

void scrub_branch_predictor();

}  // namespace wolfsuite::bench
