/* sim_counters.h — exact hardware-style counters of a simulated kernel launch (the profiler's
 * ProfCounters in vm/base/prof_sink.h, per kernel and per source line): instructions issued, active
 * lanes, global requests and the 32-byte sectors they touch, shared-memory requests and the
 * wavefronts bank conflicts cost, conditional branches and how many diverged, barriers.
 *
 * Counting is off unless the profiler is recording a launch (prof_kernel_current) or a test
 * turned it on here; when off it costs one unlikely branch per instruction. */
#ifndef WEFT_SIM_SIM_COUNTERS_H
#define WEFT_SIM_SIM_COUNTERS_H

#include <stdbool.h>

#include "../vm/base/prof_sink.h"

/* Count every kernel launch into a ProfKernel owned here, even with the profiler off (tests). */
void sim_counters_enable(bool on);
/* That ProfKernel for the last launch counted while enabled (lines[] indexed by source line),
 * or NULL when none was. */
const ProfKernel *sim_counters_last(void);

#endif
