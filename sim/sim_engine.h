/* sim_engine.h — the simulator as a kernel engine (vm/kir/kir_engine.h): its table of
 * operations and its settings (`--check`, `--sim-schedule`, `--sim-threads`), which belong to
 * the engine instance. The composition root (repl/setup.c) registers sim_engine(). */
#ifndef WEFT_SIM_SIM_ENGINE_H
#define WEFT_SIM_SIM_ENGINE_H

#include <stdbool.h>

#include "../vm/kir/kir_engine.h"

/* The simulator engine (one instance per process: the home engine). */
const KirEngine *sim_engine(void);

/* Its settings, as kir_set_checks / kir_set_schedule / kir_set_threads (kir.h) reach them
 * through the table's set_option: false (changing nothing) for an unknown value.
 * "check": none|bounds|all; "sim-schedule": inorder|shuffle:SEED (SEED: decimal digits, up to
 * 2^64 - 1); "sim-threads": 1..256. */
bool sim_set_option(const char *name, const char *value);
/* Whether the checks now in force include the bounds of views' indices (--check=bounds|all). */
bool sim_engine_checks_bounds(void);

#endif
